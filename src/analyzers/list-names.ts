/** The first `max` names joined with commas, and how many more there are: `a, b, c and 2 more`. */
export function listNames(names: readonly string[], max = 3): string {
  const shown = names.slice(0, max).join(', ');
  return names.length > max ? `${shown} and ${names.length - max} more` : shown;
}
