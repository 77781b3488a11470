import { describe, expect, it } from 'vitest';
import { isDevelopmentProjectPath, isDotnetTestProjectFolder, isExampleProjectPath, isTestProjectPath } from '../../src/ecosystems/util.js';
import { isTestPath } from '../../src/analyzers/classify-path.js';

describe('the .NET test-project folder convention (calib58)', () => {
  it('recognizes a folder named for a project and a test suffix, under src/, test/ or at the root', () => {
    for (const name of ['FluentValidation.Tests', 'Serilog.Test', 'Acme.UnitTests', 'Acme.IntegrationTests', 'Acme.FunctionalTests', 'Acme.AcceptanceTests', 'Serilog.ApprovalTests', 'Serilog.PerformanceTests', 'Acme.E2ETests', 'Acme.Specs', 'acme.tests']) {
      expect(isDotnetTestProjectFolder(name), name).toBe(true);
    }
    for (const path of [
      'src/FluentValidation.Tests/FluentValidation.Tests.csproj',
      'tests/Acme.UnitTests/Acme.UnitTests.csproj',
      'Acme.Tests/Acme.Tests.csproj',
      'test/Acme.IntegrationTests/packages.lock.json',
      'src/Acme.Specs/Steps/LoginSteps.cs',
    ]) {
      expect(isTestProjectPath(path), path).toBe(true);
      expect(isDevelopmentProjectPath(path), path).toBe(true);
      expect(isTestPath(path), path).toBe(true);
    }
  });

  it('counts a test suite\'s shared helper project: the test suffix and a helper word, or the word joined to Test (calib61)', () => {
    for (const name of ['Acme.Tests.Common', 'Acme.Tests.Shared', 'Acme.Test.Utilities', 'Acme.UnitTests.Helpers', 'Acme.IntegrationTests.Infrastructure', 'Acme.TestUtilities', 'Acme.TestUtils', 'Acme.TestHelpers', 'Acme.TestSupport', 'Acme.TestCommon', 'acme.tests.fixtures']) {
      expect(isDotnetTestProjectFolder(name), name).toBe(true);
    }
    for (const path of [
      'src/Acme.Tests.Common/Builders/OrderBuilder.cs',
      'src/Acme.TestUtilities/FakeClock.cs',
      'Acme.Test.Utilities/Acme.Test.Utilities.csproj',
      'src/Acme.TestHelpers/packages.lock.json',
    ]) {
      expect(isTestProjectPath(path), path).toBe(true);
      expect(isDevelopmentProjectPath(path), path).toBe(true);
      expect(isTestPath(path), path).toBe(true);
    }
  });

  it('does not count a folder whose name only contains Test in a longer word, nor a file named so', () => {
    for (const name of ['Testing.Abstractions', 'Acme.Testing', 'Acme.Testcontainers', 'Acme.TestHost', 'Acme.Contest', 'Acme.Latest', 'Acme.Spec', 'Acme.Tests.Commonwealth', 'Acme.Testing.Common', 'Akka.TestKit', 'Acme.TestFramework', 'Acme.Common', 'AcmeTests', 'Tests.Acme', 'Acme.Contests', 'Acme.Pretest']) {
      expect(isDotnetTestProjectFolder(name), name).toBe(false);
    }
    for (const path of [
      'src/Acme/Acme.csproj',
      'src/Testing.Abstractions/Testing.Abstractions.csproj',
      'src/Acme.Testcontainers/Acme.Testcontainers.csproj',
      'src/Acme.Testing/Acme.Testing.csproj',
      'src/Akka.TestKit/Akka.TestKit.csproj',
      'src/Acme.Tests.Commonwealth/Acme.Tests.Commonwealth.csproj',
      // The file's own name is no folder: a project file named like a test project at the top.
      'Acme.Tests.csproj',
    ]) {
      expect(isTestProjectPath(path), path).toBe(false);
      expect(isDevelopmentProjectPath(path), path).toBe(false);
    }
  });
});

describe('example projects (calib60)', () => {
  it('counts a tutorial project as an example one, beside examples, samples and demos', () => {
    for (const path of ['tutorials/whatsup/go.mod', 'tutorial/getting-started/package.json', 'docs/_tutorials/quickstart/Cargo.toml', 'examples/todos/Cargo.toml', '_examples/versions/go.mod']) {
      expect(isExampleProjectPath(path), path).toBe(true);
      expect(isDevelopmentProjectPath(path), path).toBe(true);
    }
  });

  it('does not count a folder whose name only begins with tutorial, nor a tutorial file of the project', () => {
    for (const path of ['tutorialkit/go.mod', 'src/tutorial.go', 'go.mod', 'pkg/tutorialsupport/go.mod']) {
      expect(isExampleProjectPath(path), path).toBe(false);
    }
  });
});
