/**
 * Throwaway TLS keys and certificates for the tests of private-key-added (src/ecosystems/code/local-tls-key.ts),
 * generated for these tests with `openssl req -x509 -newkey … -nodes`: no service uses them. Each is the
 * lines of a PEM block.
 */

/** An EC key and its self-signed certificate for CN=localhost, subjectAltName localhost, 127.0.0.1 and ::1. */
export const LOCALHOST_KEY: readonly string[] = [
  '-----BEGIN PRIVATE KEY-----',
  'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgfl6dJ/aVVdpVRC4u',
  'QLrhO/nckeZ3WFUtbtf5xA0JVtKhRANCAARtMX7hbdb1SNfWMNIAxCTg4kgsVQ0a',
  '5w2A022GiwbQrwTUR4AAYkUIJf7Fz8+O5A8JlRFQQ3Joc5m5/KgjXM8m',
  '-----END PRIVATE KEY-----',
];
export const LOCALHOST_CERTIFICATE: readonly string[] = [
  '-----BEGIN CERTIFICATE-----',
  'MIIB8jCCAZigAwIBAgIUIJsI3UQsfJpR4QjVUZRqmwpyL6YwCgYIKoZIzj0EAwIw',
  'NzEhMB8GA1UECgwYU3ZjIExvY2FsIEV4YW1wbGUgU2VydmVyMRIwEAYDVQQDDAls',
  'b2NhbGhvc3QwHhcNMjYxMjAyMTEzMjI1WhcNMzYxMTI5MTEzMjI1WjA3MSEwHwYD',
  'VQQKDBhTdmMgTG9jYWwgRXhhbXBsZSBTZXJ2ZXIxEjAQBgNVBAMMCWxvY2FsaG9z',
  'dDBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABG0xfuFt1vVI19Yw0gDEJODiSCxV',
  'DRrnDYDTbYaLBtCvBNRHgABiRQgl/sXPz47kDwmVEVBDcmhzmbn8qCNczyajgYEw',
  'fzAdBgNVHQ4EFgQUqeqiFpuyX8NqqPEcGBynS5Cdpp8wHwYDVR0jBBgwFoAUqeqi',
  'FpuyX8NqqPEcGBynS5Cdpp8wDwYDVR0TAQH/BAUwAwEB/zAsBgNVHREEJTAjggls',
  'b2NhbGhvc3SHBH8AAAGHEAAAAAAAAAAAAAAAAAAAAAEwCgYIKoZIzj0EAwIDSAAw',
  'RQIhAMMTpu/MtYy+VeVw9PPOVU8Aj79ZzFEsX5tC/fSeqB2yAiApEZfOt5FcQ2UX',
  'ng+cAb4YybFGzRtGLF1TMRX+gwT5iw==',
  '-----END CERTIFICATE-----',
];

/** Another EC key, of no certificate here. */
export const UNRELATED_KEY: readonly string[] = [
  '-----BEGIN PRIVATE KEY-----',
  'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgSe3NfMFEwBZf//Dp',
  'XUyGnUkg+PcPzTuVHH5EZtZOtl6hRANCAAQ6XbH3WtUhSLKnYDG1dLmV24MqXwL+',
  'v4VT1H0R+VytcMQYvia8+zo6LSoUnUW+VQ3q7YvNJjkQET8P3X8cexoR',
  '-----END PRIVATE KEY-----',
];

/** An EC key and its certificate for CN=api.acme-payments.io, subjectAltName api.acme-payments.io and localhost: a real host among the names. */
export const NAMED_HOST_KEY: readonly string[] = [
  '-----BEGIN PRIVATE KEY-----',
  'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgUPydEX3aICPgEH5X',
  'XO6++seFR9beOc/bA2oRWFJpyO+hRANCAAR8A5+nUb4YUCcVTruPqSESnBZK5m5x',
  'm4hrzzV8WKajO4tECFwuhipVlmr6fQk/kWStyLszG6JTrYeA5yZUJZza',
  '-----END PRIVATE KEY-----',
];
export const NAMED_HOST_CERTIFICATE: readonly string[] = [
  '-----BEGIN CERTIFICATE-----',
  'MIIB7jCCAZWgAwIBAgIUWCs785gTu2ZxFBbP++XbxaWZ9WgwCgYIKoZIzj0EAwIw',
  'NzEWMBQGA1UECgwNQWNtZSBQYXltZW50czEdMBsGA1UEAwwUYXBpLmFjbWUtcGF5',
  'bWVudHMuaW8wHhcNMjYxMjAyMTEzMjI1WhcNMzYxMTI5MTEzMjI1WjA3MRYwFAYD',
  'VQQKDA1BY21lIFBheW1lbnRzMR0wGwYDVQQDDBRhcGkuYWNtZS1wYXltZW50cy5p',
  'bzBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABHwDn6dRvhhQJxVOu4+pIRKcFkrm',
  'bnGbiGvPNXxYpqM7i0QIXC6GKlWWavp9CT+RZK3IuzMbolOth4DnJlQlnNqjfzB9',
  'MB0GA1UdDgQWBBSvItFpI1y2mRsOqUfzWl8kZ9cd2zAfBgNVHSMEGDAWgBSvItFp',
  'I1y2mRsOqUfzWl8kZ9cd2zAPBgNVHRMBAf8EBTADAQH/MCoGA1UdEQQjMCGCFGFw',
  'aS5hY21lLXBheW1lbnRzLmlvgglsb2NhbGhvc3QwCgYIKoZIzj0EAwIDRwAwRAIg',
  'b+2bxuj4cf5X0vHFRc6bj0iEtPx5d1AiJ6Bo5bVRrSMCIHZykkvgltpgPwx3arXc',
  'D2O8XoXa/20ALAi1Jh1E3/BO',
  '-----END CERTIFICATE-----',
];

/** An RSA 2048 key and its certificate for C=US, O=Northwind Development Example Server, CN=localhost (a web framework's development target). */
export const DEVELOPMENT_SERVER_KEY: readonly string[] = [
  '-----BEGIN PRIVATE KEY-----',
  'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQDt0/M5eX/Iof+T',
  'mCGhbBHguTMbNHc94D0znP6kwoasDlE+d6qlQROSWieHCQajcrKia2PcJklK7RrD',
  'vz79Jh8EC1uopMldbyXaRDLjvi8Ge/SSvZ8IWHYfgqyuF9S6wRNATh2HXyxOP7KI',
  '72aZF/elzx3B8+2GxB+0vep3Mtr3ZspgGOz3ck535fX4x1vwJc4hpJn+vaYAQvXA',
  'J7CXPuThfPG4PKsJC+6Aed3dedTSmZ+5nxVAz61sTJMZuzZ0U2n+rM9UsfLmtelO',
  '+YS4aDdxEXr0JRoKqzTpVbZO7HJjpUdn5/XO33LpYFAsqBDUgMk/+SonzFAXXvLI',
  'mClZ28y3AgMBAAECggEAUNX3OGRbMhMZ/w049Rh59SONwuPw2bezpazpgo/Z3XZa',
  'V/ytpFC7ucVp5QSE3J5aKEmPHh9nTw/LRphk7P99kE7Z/zbPeLIUMB15HJ6idjZA',
  'mXXZLal/sNMmJWBVPorso7FJaR9IvGn7IX8ZpNSYKKP+zdM+u01DJ5hbrts6wNbo',
  'CXaq5xYe6ny8Id8QhARKTehZmePVtsjOkz/jGEkDDS8o/+YJrE8j5ncz3vsGHaEz',
  'JDSebIKKZtHMcMYwZ64NVaO1YomXRkvvdkWrx11tfotrbq1eSyPJczCIdO8mLs20',
  'iQNOqCAHOzDxKhuk1ju161eaoYSYuPrTMXmSOYZveQKBgQD93e3XWrLjUkClJ+68',
  'fukwKdL8XsGapPG7Lutwkv8KcZP7NdspQeJ4CcCEF3CxM59rRD66jst6nvoXnEf3',
  'ZlZejKbJPPIUZXvhgM1lcIC4szjxJoS6LexeL7klSomigjaOREtphyaLBYkAul2a',
  'JTI2vAL229lo+pPo0dZhD3RyeQKBgQDv04Ve4SUOxngmJKQe8cDYcHhyGyTjJ55I',
  'EIawPQVY24jKwcLko0R3tCfdKiRRUx+jcTCtJvbFQfTs1V2sRNS2OJEJQZCmG13g',
  '0hKP+bOYyKZVdDqgXRG3LDzJZ7sxf3vSGSNRZMXnyjAbv0ILyJEYN86HXM4+rx1J',
  '0vAN7wrsrwKBgQD2/7qtUV3Dtv+WsSei1ofjiI3zZe5QnDNlv9zrBtqGOsOUI248',
  '0hGaYUKiQnwurN9q6lduBAkOISeLWU7b8wINtCOCoH2YQrUpTryI+dED47x/RM7W',
  'pl/Xs+8bzU3kg3S5LtGAtzJVCOmnf6wakh4tCviHXphFf6fxWliOzw6pYQKBgCmB',
  'Q92tvUoXUwfW44hvcl6C6HVm+TVOz/fM1GJ/zQMZy0y7x8zl7J2C0jtWZb6lUh5p',
  'InF1AtQUnBy4uGNt7hozI/akIDJ/HfogoRHFty1D3HWBjfve34gB4etBRoZEd9te',
  'elxFwnJg7X5/1SBQ77tvPRD0IMV8bOcv2Few/QUFAoGAdXIGRf3U1bPPsrtMJw6R',
  '9SuxGdH+864ZjtIgbTY0KHtckz3P1nfsBjgb9Yy7xnnvZFH9MGKu1SuxGrn3qTvW',
  'w71p9KFTkZzDQD2dBAPIYKGqyaXWMbeOc/KjX2AzBoMBcT3bVYueqV+ajwOUpGU+',
  'RZnFJWtgfKoGCU767vG14I0=',
  '-----END PRIVATE KEY-----',
];
export const DEVELOPMENT_SERVER_CERTIFICATE: readonly string[] = [
  '-----BEGIN CERTIFICATE-----',
  'MIIDgTCCAmmgAwIBAgIUVeg9cR63kDRx39qH5LFuRhMtcEcwDQYJKoZIhvcNAQEL',
  'BQAwUDELMAkGA1UEBhMCVVMxLTArBgNVBAoMJE5vcnRod2luZCBEZXZlbG9wbWVu',
  'dCBFeGFtcGxlIFNlcnZlcjESMBAGA1UEAwwJbG9jYWxob3N0MB4XDTI2MTIwMjEx',
  'MzUxN1oXDTM2MTEyOTExMzUxN1owUDELMAkGA1UEBhMCVVMxLTArBgNVBAoMJE5v',
  'cnRod2luZCBEZXZlbG9wbWVudCBFeGFtcGxlIFNlcnZlcjESMBAGA1UEAwwJbG9j',
  'YWxob3N0MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA7dPzOXl/yKH/',
  'k5ghoWwR4LkzGzR3PeA9M5z+pMKGrA5RPneqpUETklonhwkGo3Kyomtj3CZJSu0a',
  'w78+/SYfBAtbqKTJXW8l2kQy474vBnv0kr2fCFh2H4KsrhfUusETQE4dh18sTj+y',
  'iO9mmRf3pc8dwfPthsQftL3qdzLa92bKYBjs93JOd+X1+Mdb8CXOIaSZ/r2mAEL1',
  'wCewlz7k4XzxuDyrCQvugHnd3XnU0pmfuZ8VQM+tbEyTGbs2dFNp/qzPVLHy5rXp',
  'TvmEuGg3cRF69CUaCqs06VW2TuxyY6VHZ+f1zt9y6WBQLKgQ1IDJP/kqJ8xQF17y',
  'yJgpWdvMtwIDAQABo1MwUTAdBgNVHQ4EFgQUAhCoY86N+xjYOE9al2GSKU/b8dow',
  'HwYDVR0jBBgwFoAUAhCoY86N+xjYOE9al2GSKU/b8dowDwYDVR0TAQH/BAUwAwEB',
  '/zANBgkqhkiG9w0BAQsFAAOCAQEAA8+zijXF8opyp4ZwSf9e+WDjynHi34a0oDym',
  '9QYpWPg9F71mNC7eJ+Gv5fK18iaat8/3DptcNrFQL1PH+WvIvXshI3AXmHLXceCk',
  'O93leiFBM6Y5H+UaPCE68g5o7j4OXFpWRMnpuVFJTkZgUlvB6qnV1HWHZIKpBFHc',
  'BySizl0C5pcvp8PFuSd/fd5qLhg7PU3HtoRl525tjgliRGy4idWRO47ny4BuO6It',
  'aUR7t6Duo2tcat9iJctGpAvRP+3/MLOfzcJ++sZwZCFLt6C/DVHopnMYHZgmPfAt',
  'bz7AIagIXEVUDxTnnR6ESZbXssIqmSMFYb0xEJPUYeaBgyZMYg==',
  '-----END CERTIFICATE-----',
];

/**
 * A Swift computed property returning a PEM block in a multi-line string literal, two PEM lines to a
 * source line joined by a `\n` escape (as a web framework's development target writes its sample
 * TLS data): the lines of the property.
 */
export function swiftPemProperty(name: string, pem: readonly string[]): string[] {
  const [head = '', ...rest] = pem;
  const tail = rest.pop() ?? '';
  const body: string[] = [];
  for (let i = 0; i < rest.length; i += 2) body.push(`        ${rest.slice(i, i + 2).join('\\n')}`);
  return [`    static var ${name}: String { """`, `        ${head}`, ...body, `        ${tail}`, '        """', '    }'];
}
