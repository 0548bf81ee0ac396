/** The README's configuration table, made from the one list of variables so the two cannot differ. */
import { CONFIGURATION, type Reader } from './variables.js';

const READERS: Record<Reader, string> = {
  build: 'build',
  server: 'server',
  'search:push': '`search:push`',
  'search:report': '`search:report`',
  tools: '`npm run mcp`',
};

export function configurationTable(): string {
  const rows = CONFIGURATION.map(({ names, readBy, defaultText, description }) => {
    const cells = [
      names.map((name) => `\`${name}\``).join(', '),
      readBy.map((reader) => READERS[reader]).join(', '),
      defaultText,
      description,
    ];
    return `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  });
  return ['| Variable | Read by | Default | Meaning |', '| --- | --- | --- | --- |', ...rows].join('\n');
}
