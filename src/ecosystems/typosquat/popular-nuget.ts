/**
 * Bundled names for typosquat detection on NuGet: about 150 widely used packages outside the ID
 * prefixes nuget.org reserves for their owners (`Microsoft.`, `System.`, `Azure.`, `AWSSDK.`, under
 * which nobody else can publish; see NUGET_RESERVED_PREFIXES in index.ts), written by hand from the
 * public download rankings (nuget.org statistics), and the .NET tools most projects list in
 * `.config/dotnet-tools.json` (last line). nuget.org is not reachable from the tools that
 * regenerate the other lists, so this one is edited by hand.
 */
export const NUGET_TARGETS = `
Newtonsoft.Json Newtonsoft.Json.Bson Serilog Serilog.AspNetCore Serilog.Sinks.Console Serilog.Sinks.File Serilog.Sinks.Seq
Serilog.Settings.Configuration Serilog.Extensions.Logging Serilog.Enrichers.Environment AutoMapper Dapper Dapper.Contrib
Polly Polly.Core Polly.Extensions.Http MediatR FluentValidation FluentValidation.AspNetCore FluentAssertions NSubstitute
xunit xunit.runner.visualstudio xunit.assert xunit.core NUnit NUnit3TestAdapter coverlet.collector coverlet.msbuild
Swashbuckle.AspNetCore Swashbuckle.AspNetCore.Annotations RestSharp NLog NLog.Web.AspNetCore log4net Castle.Core
StackExchange.Redis Npgsql Npgsql.EntityFrameworkCore.PostgreSQL MySql.Data MySqlConnector Pomelo.EntityFrameworkCore.MySql
Humanizer Humanizer.Core CsvHelper Hangfire Hangfire.Core Hangfire.AspNetCore Quartz AngleSharp HtmlAgilityPack
SharpZipLib DotNetZip protobuf-net Google.Protobuf Grpc.Net.Client Grpc.Tools Grpc.AspNetCore BouncyCastle.Cryptography
Portable.BouncyCastle MailKit MimeKit SkiaSharp SixLabors.ImageSharp Bogus Stateless Nethereum.Web3 Nethereum.All
Nethereum.Contracts Nethereum.Accounts NBitcoin Ninject Autofac Autofac.Extensions.DependencyInjection SimpleInjector
Refit Refit.HttpClientFactory Flurl Flurl.Http RabbitMQ.Client Confluent.Kafka MongoDB.Driver MongoDB.Bson NEST
Elasticsearch.Net Elastic.Clients.Elasticsearch Octokit ClosedXML EPPlus DocumentFormat.OpenXml NPOI itext7 QuestPDF
Spectre.Console CommandLineParser YamlDotNet Scrutor Mapster Ardalis.GuardClauses Ocelot Yarp.ReverseProxy
BenchmarkDotNet Shouldly WireMock.Net Testcontainers Selenium.WebDriver Selenium.Support Sentry Sentry.AspNetCore
OpenTelemetry OpenTelemetry.Extensions.Hosting OpenTelemetry.Exporter.OpenTelemetryProtocol prometheus-net
prometheus-net.AspNetCore DotNetEnv IdentityModel Duende.IdentityServer Markdig HtmlSanitizer Stripe.net Twilio SendGrid
Discord.Net DSharpPlus Telegram.Bot NAudio OpenCvSharp4 MathNet.Numerics Avalonia ReactiveUI Prism.Core
CommunityToolkit.Mvvm MaterialDesignThemes MahApps.Metro LiteDB sqlite-net-pcl SQLitePCLRaw.bundle_green EntityFramework
linq2db NodaTime Polly.Contrib.WaitAndRetry MassTransit MassTransit.RabbitMQ NServiceBus Akka Orleans.Core Hangfire.SqlServer
FluentMigrator DbUp Bogus.Tools Moq.AutoMock AutoFixture AutoFixture.Xunit2 AutoFixture.Xunit3 xunit.v3 TUnit TUnit.Core bunit bunit.core Newtonsoft.Json.Schema JsonSubTypes
NJsonSchema NSwag.AspNetCore Asp.Versioning.Mvc Ben.Demystifier Polly.Caching.Memory ByteSize Sharprompt
dotnet-ef csharpier dotnet-reportgenerator-globaltool Cake.Tool GitVersion.Tool dotnet-outdated-tool Fantomas Paket
dotnet-script dotnet-stryker Nuke.GlobalTool docfx dotnet-sonarscanner dotnet-coverage dotnet-trace dotnet-counters
dotnet-dump dotnet-gcdump Swashbuckle.AspNetCore.Cli dotnet-serve coverlet.console JetBrains.ReSharper.GlobalTools
`;
