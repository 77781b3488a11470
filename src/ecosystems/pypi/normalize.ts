/** PEP 503 normalized project name: lower case, runs of `-`, `_` and `.` become one `-`. */
export function normalizePypiName(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/g, '-');
}
