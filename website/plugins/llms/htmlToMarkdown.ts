/**
 * The content of a built page as Markdown: what a reader sees in the article, without the page's scripts, navigation
 * or live previews. It works on the HTML Docusaurus wrote, so a twin holds exactly what its page holds; the few
 * parts that HTML carries poorly (props and CSS variables tables, live examples) are handed to the caller, who has their source data.
 */
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

export interface MarkdownContext {
  /** The page's absolute URL: links within the page become absolute to it. */
  pageUrl: string;
  /** The props table of a library component, as Markdown (`<PropsTable of="Button"/>` on the page). */
  propsTable: (component: string) => string;
  /** The CSS variables tables of a library component, as Markdown (`<CssVariablesTable of="Button"/>`). */
  cssVariablesTable: (component: string) => string;
  /** A live example's code made into a module that runs outside the site. */
  liveExample: (code: string) => string;
}

type Blocks = string[];

const INLINE_TAGS = new Set([
  'a',
  'b',
  'br',
  'code',
  'em',
  'i',
  'img',
  'kbd',
  'mark',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'abbr',
  'time',
  's',
  'del',
  'u',
]);
const SKIPPED_TAGS = new Set(['svg', 'script', 'style', 'noscript', 'button', 'header', 'h1']);

/** The longest run of `character` in `text`. */
function longestRun(text: string, character: string): number {
  let longest = 0;
  let current = 0;
  for (const char of text) {
    current = char === character ? current + 1 : 0;
    longest = Math.max(longest, current);
  }
  return longest;
}

/** A code span that survives backticks in its text (CommonMark: a longer fence, padded when the text touches it). */
export function codeSpan(text: string): string {
  const fence = '`'.repeat(longestRun(text, '`') + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** A fenced code block whose fence is longer than any backtick run in the code. */
export function fencedCode(code: string, info = ''): string {
  const fence = '`'.repeat(Math.max(3, longestRun(code, '`') + 1));
  return `${fence}${info}\n${code.replace(/\n+$/, '')}\n${fence}`;
}

/** Prose text with the characters Markdown would read as syntax (emphasis, links, HTML) escaped. */
function escapeText(text: string): string {
  return text
    .replace(/[\\`*[\]<]/g, (char) => `\\${char}`)
    .replace(/(^|[^\p{L}\p{N}])_|_(?=[^\p{L}\p{N}]|$)/gu, (match) => match.replace('_', '\\_'));
}

/** A paragraph that would start a heading, quote or list if left as it is. */
function escapeLineStart(text: string): string {
  return text.replace(/^(#{1,6}\s|>|[-+]\s|\d+[.)]\s)/, (match) => `\\${match}`);
}

/** The text of highlighted code: one line per `.token-line`, since minified HTML may drop the line breaks. */
export function codeText($: CheerioAPI, pre: Cheerio<Element>): string {
  const lines = pre.find('.token-line');
  if (lines.length === 0) return pre.text().replace(/\n$/, '');
  return lines
    .toArray()
    .map((line) => $(line).text().replace(/\n$/, ''))
    .join('\n');
}

function languageOf(element: Cheerio<Element>): string {
  const classes = `${element.attr('class') ?? ''} ${element.find('pre').attr('class') ?? ''}`;
  return /(?:^|\s)language-([\w-]+)/.exec(classes)?.[1] ?? '';
}

function indent(text: string, prefix: string, firstPrefix = prefix): string {
  return text
    .split('\n')
    .map((line, index) => (index === 0 ? firstPrefix : line === '' ? prefix.trimEnd() : prefix) + line)
    .join('\n');
}

function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');
}

function tableRow(cells: string[]): string {
  return `| ${cells.map((cell) => cell.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ')).join(' | ')} |`;
}

/** A GitHub-flavoured Markdown table. */
export function markdownTable(header: string[], rows: string[][]): string {
  return [tableRow(header), tableRow(header.map(() => '---')), ...rows.map(tableRow)].join('\n');
}

/** Converts one page's article content to Markdown. */
export class HtmlToMarkdown {
  constructor(
    private readonly $: CheerioAPI,
    private readonly context: MarkdownContext,
  ) {}

  /** The Markdown of everything inside `root`. */
  convert(root: Cheerio<AnyNode>): string {
    return this.blocksOf(root.contents().toArray())
      .join('\n\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  }

  /** The "Related pages" block: each page as a link with its description after it, as the page shows them. */
  private relatedPages($block: Cheerio<Element>): Blocks {
    const items = $block
      .find('a')
      .toArray()
      .map((link) => {
        const $link = this.$(link);
        const title = $link.find('[data-related-title]').text().trim();
        const description = $link.find('[data-related-description]').text().trim();
        const target = `[${title}](${this.href($link.attr('href') ?? '')})`;
        return `- ${description ? `${target}: ${description}` : target}`;
      });
    return items.length === 0 ? [] : ['## Related pages', items.join('\n')];
  }

  private href(raw: string): string {
    try {
      return new URL(raw, this.context.pageUrl).href;
    } catch {
      return raw;
    }
  }

  /** Blocks made from a run of sibling nodes: inline ones between blocks are gathered into paragraphs. */
  private blocksOf(nodes: AnyNode[]): Blocks {
    const blocks: Blocks = [];
    let inline: AnyNode[] = [];
    const flush = () => {
      const text = this.inlineOf(inline).trim();
      if (text) blocks.push(escapeLineStart(text));
      inline = [];
    };
    for (const node of nodes) {
      if (node.type === 'text' || (node.type === 'tag' && INLINE_TAGS.has(node.tagName))) {
        inline.push(node);
        continue;
      }
      flush();
      if (node.type === 'tag') blocks.push(...this.block(node));
    }
    flush();
    return blocks.filter((block) => block.trim() !== '');
  }

  private block(element: Element): Blocks {
    const $element = this.$(element);
    const tag = element.tagName;
    // Hidden parts are not what a reader sees (tab panels are read through their container, in tabs()).
    if (SKIPPED_TAGS.has(tag) || $element.is('[hidden]')) return [];
    // A configurator's controls are for a reader's mouse and keyboard; its JSX and CSS are the page's examples again.
    if ($element.is('[data-configurator]')) return [];
    if ($element.is('[data-props-of]')) return [this.context.propsTable($element.attr('data-props-of')!)];
    if ($element.is('[data-css-variables-of]')) {
      return [this.context.cssVariablesTable($element.attr('data-css-variables-of')!)];
    }
    if ($element.is('[data-live-example]')) {
      return [this.context.liveExample(codeText(this.$, $element.find('pre').first()))];
    }
    if ($element.is('[data-related-pages]')) return this.relatedPages($element);
    if ($element.is('.theme-code-block')) return [this.codeBlock($element)];
    if ($element.is('.theme-admonition')) return [this.admonition($element)];
    if ($element.is('.tabs-container')) return this.tabs($element);
    if (/^h[2-6]$/.test(tag))
      return [`${'#'.repeat(Number(tag[1]))} ${this.inlineOf($element.contents().toArray()).trim()}`];
    switch (tag) {
      case 'p':
        return [escapeLineStart(this.inlineOf($element.contents().toArray()).trim())];
      case 'pre':
        return [fencedCode(codeText(this.$, $element), languageOf($element))];
      case 'ul':
      case 'ol':
        return [this.list($element, tag === 'ol')];
      case 'blockquote':
        return [quote(this.blocksOf($element.contents().toArray()).join('\n\n'))];
      case 'table':
        return [this.table($element)];
      case 'details':
        return this.details($element);
      case 'hr':
        return ['---'];
      default:
        // Layout containers (div, section, figure, ...) carry no meaning of their own.
        return this.blocksOf($element.contents().toArray());
    }
  }

  private codeBlock(container: Cheerio<Element>): string {
    const title = container.find('[class*="codeBlockTitle"]').first().text().trim();
    const info = languageOf(container) + (title ? ` title="${title.replace(/"/g, '\\"')}"` : '');
    return fencedCode(codeText(this.$, container.find('pre').first()), info);
  }

  private admonition(container: Cheerio<Element>): string {
    const [heading, content] = container.children().toArray();
    const rawTitle = heading ? this.$(heading).text().trim() : '';
    const title = rawTitle.charAt(0).toUpperCase() + rawTitle.slice(1);
    const body = content ? this.blocksOf(this.$(content).contents().toArray()).join('\n\n') : '';
    return quote(`**${escapeText(title)}**\n\n${body}`);
  }

  private tabs(container: Cheerio<Element>): Blocks {
    const labels = container
      .find('[role="tab"]')
      .toArray()
      .map((tab) => this.$(tab).text().trim());
    const panels = container.find('[role="tabpanel"]').toArray();
    return panels.flatMap((panel, index) => [
      `**${escapeText(labels[index] ?? `Tab ${index + 1}`)}**`,
      ...this.blocksOf(this.$(panel).contents().toArray()),
    ]);
  }

  private details(details: Cheerio<Element>): Blocks {
    const summary = details.children('summary').first();
    const body = details
      .contents()
      .toArray()
      .filter((node) => node !== summary.get(0));
    return [`**${this.inlineOf(summary.contents().toArray()).trim()}**`, ...this.blocksOf(body)];
  }

  private list(list: Cheerio<Element>, ordered: boolean): string {
    return list
      .children('li')
      .toArray()
      .map((item, index) => {
        const marker = ordered ? `${index + 1}. ` : '- ';
        const content = this.blocksOf(this.$(item).contents().toArray()).join('\n\n');
        return indent(content, ' '.repeat(marker.length), marker);
      })
      .join('\n');
  }

  private table(table: Cheerio<Element>): string {
    const cellsOf = (row: Element) =>
      this.$(row)
        .children('th, td')
        .toArray()
        .map((cell) => this.inlineOf(this.$(cell).contents().toArray()).trim());
    const rows = table.find('tr').toArray();
    const headRow = table.find('thead tr').first().get(0) ?? rows[0];
    if (!headRow) return '';
    return markdownTable(cellsOf(headRow), rows.filter((row) => row !== headRow).map(cellsOf));
  }

  /** Inline Markdown of a run of nodes: whitespace collapsed as a browser would. */
  private inlineOf(nodes: AnyNode[]): string {
    return nodes
      .map((node) => this.inline(node))
      .join('')
      .replace(/[ \t\n]+/g, ' ')
      .replace(/ ?\\\n ?/g, '\\\n');
  }

  private inline(node: AnyNode): string {
    if (node.type === 'text') return escapeText((node as unknown as { data: string }).data);
    if (node.type !== 'tag') return '';
    const element = node as Element;
    const $element = this.$(element);
    const children = () => this.inlineOf($element.contents().toArray());
    switch (element.tagName) {
      case 'code':
      case 'kbd':
        return codeSpan($element.text());
      case 'strong':
      case 'b': {
        const text = children().trim();
        return text ? `**${text}**` : '';
      }
      case 'em':
      case 'i': {
        const text = children().trim();
        return text ? `*${text}*` : '';
      }
      case 's':
      case 'del':
        return `~~${children().trim()}~~`;
      case 'br':
        return '\\\n';
      case 'img': {
        const src = $element.attr('src');
        const alt = escapeText($element.attr('alt') ?? '');
        // The build inlines small images as data URLs: bytes an assistant cannot use, so their alt text stands in.
        if (!src || src.startsWith('data:')) return alt ? `*Image: ${alt}*` : '';
        return `![${alt}](${this.href(src)})`;
      }
      case 'a': {
        const text = children().trim();
        const href = $element.attr('href');
        if (!text || $element.hasClass('hash-link')) return '';
        return href ? `[${text}](${this.href(href)})` : text;
      }
      default:
        if (SKIPPED_TAGS.has(element.tagName)) return '';
        // Block content inside inline context (a list inside a table cell, say) reads as its text.
        return INLINE_TAGS.has(element.tagName) ? children() : ` ${children()} `;
    }
  }
}
