/**
 * The "Open in" links: each assistant's address for a new conversation with its first message filled in. The
 * message points to the twin's absolute URL, so the assistant reads the page as Markdown instead of its HTML.
 */
export interface Assistant {
  name: string;
  url: (markdownUrl: string) => string;
}

export function assistantPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} so you can answer my questions about it.`;
}

export const ASSISTANTS: readonly Assistant[] = [
  {
    name: 'ChatGPT',
    // `hints=search` lets ChatGPT browse, which it needs to read the URL.
    url: (markdownUrl) => `https://chatgpt.com/?hints=search&q=${encodeURIComponent(assistantPrompt(markdownUrl))}`,
  },
  {
    name: 'Claude',
    url: (markdownUrl) => `https://claude.ai/new?q=${encodeURIComponent(assistantPrompt(markdownUrl))}`,
  },
];
