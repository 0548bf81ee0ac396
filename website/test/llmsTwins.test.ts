import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { HtmlToMarkdown, type MarkdownContext } from '../plugins/llms/htmlToMarkdown';
import { llmsFullTxt, llmsTxt } from '../plugins/llms/llmsFiles';
import { sectionOf } from '../plugins/llms/manifest';
import { cssVariablesMarkdown } from '../plugins/llms/cssVariablesMarkdown';
import { propsMarkdown } from '../plugins/llms/propsMarkdown';
import { runnableExample, type LiveScope } from '../plugins/llms/runnableExample';
import type { Twin } from '../plugins/llms/twins';

const scope: LiveScope = {
  library: new Set(['Button', 'Buttons', 'Card', 'Modal', 'classNames']),
  libraryTypes: new Set(['ModalCloseReason']),
  react: new Set(['useState', 'useEffect', 'Fragment', 'createElement']),
};

function markdownOf(html: string, context: Partial<MarkdownContext> = {}): string {
  const $ = load(`<div id="root">${html}</div>`);
  return new HtmlToMarkdown($, {
    pageUrl: 'https://bulmatic.test/docs/page',
    propsTable: (name) => `PROPS(${name})`,
    cssVariablesTable: (name) => `CSSVARS(${name})`,
    liveExample: (code) => `LIVE(${code})`,
    ...context,
  }).convert($('#root'));
}

describe('HTML to Markdown', () => {
  it('writes headings without their anchor links, and prose with inline code, emphasis and links', () => {
    const markdown = markdownOf(
      '<header><h1>Title</h1></header><h2 class="anchor" id="sizes">Sizes<a class="hash-link" href="#sizes">\u200b</a></h2>' +
        '<p>Use <code>size</code> with <strong>care</strong>, <em>see</em> <a href="/docs/other#x">the other page</a> ' +
        'and <a href="#sizes">this section</a>.</p>',
    );
    expect(markdown).toBe(
      '## Sizes\n\nUse `size` with **care**, *see* [the other page](https://bulmatic.test/docs/other#x) and ' +
        '[this section](https://bulmatic.test/docs/page#sizes).',
    );
  });

  it('escapes text that Markdown would read as HTML, emphasis or a list', () => {
    expect(markdownOf('<p>a &lt;div&gt; with *stars* and [brackets] and snake_case _here_</p>')).toBe(
      'a \\<div> with \\*stars\\* and \\[brackets\\] and snake_case \\_here\\_',
    );
    expect(markdownOf('<p>1. not a list</p>')).toBe('\\1. not a list');
    expect(markdownOf('<p>use <code>a`b</code></p>')).toBe('use ``a`b``');
  });

  it('nests lists and numbers ordered ones', () => {
    const markdown = markdownOf(
      '<ul><li>one<ul><li>inner</li></ul></li><li><p>two</p><p>more</p></li></ul><ol><li>first</li><li>second</li></ol>',
    );
    expect(markdown).toBe('- one\n\n  - inner\n- two\n\n  more\n\n1. first\n2. second');
  });

  it('keeps tables, escaping pipes in cells', () => {
    const markdown = markdownOf(
      '<table><thead><tr><th>Prop</th><th>Type</th></tr></thead><tbody><tr><td><code>size</code></td>' +
        '<td><code>"a" | "b"</code></td></tr></tbody></table>',
    );
    expect(markdown).toBe('| Prop | Type |\n| --- | --- |\n| `size` | `"a" \\| "b"` |');
  });

  it('writes highlighted code blocks line by line, with language and title', () => {
    const markdown = markdownOf(
      '<div class="language-tsx theme-code-block"><div class="codeBlockTitle_x1y2">src/App.tsx</div><div>' +
        '<pre class="prism-code language-tsx"><code><div class="token-line"><span>const a = 1;</span><br></div>' +
        '<div class="token-line"><span>const b = 2;</span><br></div></code></pre></div></div>',
    );
    expect(markdown).toBe('```tsx title="src/App.tsx"\nconst a = 1;\nconst b = 2;\n```');
  });

  it('makes admonitions block quotes, tabs labelled parts (hidden panels too) and details a titled part', () => {
    const markdown = markdownOf(
      '<div class="theme-admonition theme-admonition-warning alert"><div class="heading"><span><svg></svg></span>' +
        'warning</div><div class="content"><p>Careful.</p><p>Really.</p></div></div>' +
        '<div class="tabs-container"><ul role="tablist"><li role="tab">npm</li><li role="tab">yarn</li></ul><div>' +
        '<div role="tabpanel"><p>npm i</p></div><div role="tabpanel" hidden=""><p>yarn add</p></div></div></div>' +
        '<details><summary>Why?</summary><div><p>Because.</p></div></details>',
    );
    expect(markdown).toBe(
      '> **Warning**\n>\n> Careful.\n>\n> Really.\n\n**npm**\n\nnpm i\n\n**yarn**\n\nyarn add\n\n**Why?**\n\nBecause.',
    );
  });

  it('hands props and CSS variables tables and live examples to the caller, and drops buttons and inline images', () => {
    const markdown = markdownOf(
      '<div data-css-variables-of="Button"><p>Bulma declares</p><table><caption>Variables</caption></table></div>' +
        '<div data-props-of="Button"><table><caption>Props</caption></table></div>' +
        '<div data-live-example=""><div><button>Reset</button></div><pre class="prism-code"><span class="token-line">' +
        '&lt;Button/&gt;\n</span></pre></div><p><img src="data:image/svg+xml;base64,AAAA" alt="The logo"> ' +
        '<img src="/img/a.png" alt="A"></p>',
    );
    expect(markdown).toBe(
      'CSSVARS(Button)\n\nPROPS(Button)\n\nLIVE(<Button/>)\n\n*Image: The logo* ![A](https://bulmatic.test/img/a.png)',
    );
  });
});

describe('live examples as modules', () => {
  it('wraps JSX in a component and imports what it uses from the library', () => {
    expect(runnableExample('<Buttons>\n  <Button>Hi</Button>\n</Buttons>', scope, '/docs/x')).toBe(
      "import {Button, Buttons} from 'bulmatic';\n\nexport default function Example() {\n  return (\n" +
        '    <Buttons>\n      <Button>Hi</Button>\n    </Buttons>\n  );\n}',
    );
  });

  it('exports a function component as it is, importing hooks from React and not what it declares', () => {
    const code =
      'function Counter() {\n  const [count, setCount] = useState(0);\n  return <Button onClick={() => setCount(count + 1)}>{count}</Button>;\n}';
    expect(runnableExample(code, scope, '/docs/x')).toBe(
      `import {useState} from 'react';\nimport {Button} from 'bulmatic';\n\nexport default ${code}`,
    );
  });

  it('imports React as a namespace when the code names it, and ignores member and attribute names', () => {
    const module = runnableExample(
      '<Card.Header onClick={() => React.startTransition(() => {})} Modal="x" />',
      scope,
      '/x',
    );
    expect(module.split('\n\n')[0]).toBe("import * as React from 'react';\nimport {Card} from 'bulmatic';");
  });

  it('imports the library types its annotations name as types', () => {
    const module = runnableExample(
      'function Log() {\n  const log = (reason: ModalCloseReason) => reason;\n  return <Modal onClose={log} />;\n}',
      scope,
      '/x',
    );
    expect(module.split('\n\n')[0]).toBe("import {Modal, type ModalCloseReason} from 'bulmatic';");
  });

  it('names the page when an example has a shape it cannot export', () => {
    expect(() => runnableExample('const a = 1;\nrender(<Button/>);', scope, '/docs/broken')).toThrow(/\/docs\/broken/);
  });
});

describe('props tables as Markdown', () => {
  it('lists required props, escapes unions and links the helper props', () => {
    const markdown = propsMarkdown(
      {
        name: 'Tag',
        description: '',
        hasHelperProps: true,
        props: [
          { name: 'children', type: 'ReactNode', defaultValue: null, description: 'Content.', required: true },
          { name: 'size', type: '"normal" | "large"', defaultValue: '"normal"', description: 'Size.', required: false },
          {
            name: 'prefix',
            type: 'string',
            defaultValue: 'the `ConfigProvider` prefix',
            description: 'Prefix.',
            required: false,
          },
        ],
      },
      'https://bulmatic.test',
    );
    expect(markdown).toContain('| `children` (required) | `ReactNode` |  | Content. |');
    expect(markdown).toContain('| `size` | `"normal" \\| "large"` | `"normal"` | Size. |');
    expect(markdown).toContain('| `prefix` | `string` | the `ConfigProvider` prefix | Prefix. |');
    expect(markdown).toContain('(https://bulmatic.test/docs/guides/intro#helper-props)');
  });
});

describe('CSS variables tables as Markdown', () => {
  const entry = {
    bulmaComponent: 'box',
    selector: '.box',
    prefixedSelector: '.bulma-box',
    source: 'bulma/sass/elements/box.scss',
    reads: ['--bulma-shadow'],
  };
  const variable = { sassVariable: null, derivesFrom: [], kind: 'other' as const };

  it('says where Bulma declares them, then lists name, default and description', () => {
    const markdown = cssVariablesMarkdown([
      {
        ...entry,
        variables: [
          { ...variable, name: '--bulma-box-padding', value: '1.25rem', description: 'Padding.' },
          { ...variable, name: '--bulma-box-x', value: 'a | b', description: null },
        ],
      },
    ]);
    expect(markdown).toContain('Bulma declares these on `.box`; in its prefixed build');
    expect(markdown).toContain('on `.bulma-box`.');
    expect(markdown).toContain(
      'Variables on `.box`:\n\n| Variable | Default | Description |\n| --- | --- | --- |\n' +
        '| `--bulma-box-padding` | `1.25rem` | Padding. |\n| `--bulma-box-x` | `a \\| b` |  |',
    );
  });

  it('names what to change instead when the selector declares none, one paragraph per Bulma component', () => {
    const markdown = cssVariablesMarkdown([
      { ...entry, selector: '.block', prefixedSelector: '.bulma-block', variables: [] },
      {
        ...entry,
        selector: ':root',
        prefixedSelector: ':root',
        variables: [{ ...variable, name: '--bulma-x', value: '1', description: 'X.' }],
      },
    ]);
    const [block, root] = markdown.split('\n\n');
    expect(block).toBe(
      '`.block` (`.bulma-block` in the prefixed build) declares no variables of its own. Its rules read these ' +
        'global ones, declared on `:root`: `--bulma-shadow`.',
    );
    expect(root).toMatch(/^Bulma declares these on `:root`, in its prefixed build too/);
    expect(markdown).toContain("Variables of Bulma's box on `:root`:");
  });
});

describe('sections and llms.txt', () => {
  it('finds a section by its heading, ignoring headings inside code', () => {
    const markdown = '# T\n\n## Accessibility\n\n- a\n\n```md\n## Not a heading\n```\n\n## Props\n\nx';
    expect(sectionOf(markdown, 'Accessibility')).toBe('- a\n\n```md\n## Not a heading\n```');
    expect(sectionOf(markdown, 'Missing')).toBe('');
  });

  const twin = (path: string, section: string, kind: Twin['page']['kind'] = 'doc'): Twin => ({
    page: { kind, title: path.slice(1), description: `About ${path}.`, path, section },
    markdown: `# ${path.slice(1)}\n\nBody of ${path}.\n`,
    components: [],
    examples: [],
  });
  const site = {
    title: 'Bulmatic',
    tagline: 'Tagline.',
    siteUrl: 'https://bulmatic.test',
    library: { name: 'bulmatic', version: '1.2.3' },
  };
  const twins = [
    twin('/a', 'Getting started'),
    twin('/b', 'Guides'),
    twin('/c', 'Getting started'),
    twin('/blog/p', 'Blog', 'post'),
  ];

  it('lists every twin once, under its section, with its description', () => {
    const text = llmsTxt(site, twins);
    expect(text.startsWith('# Bulmatic\n\n> Tagline.\n\n')).toBe(true);
    expect(text).toContain('version 1.2.3');
    expect(text).toContain(
      '## Getting started\n\n- [a](https://bulmatic.test/a.md): About /a.\n- [c](https://bulmatic.test/c.md): About /c.',
    );
    expect(text).toContain('## Blog\n\n- [blog/p](https://bulmatic.test/blog/p.md)');
    expect(text.match(/^- /gm)).toHaveLength(4);
  });

  it('puts every docs page, not the posts, in llms-full.txt', () => {
    const text = llmsFullTxt(site, twins);
    for (const path of ['/a', '/b', '/c']) expect(text).toContain(`Body of ${path}.`);
    expect(text).not.toContain('Body of /blog/p.');
  });
});
