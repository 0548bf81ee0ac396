import type AxeBuilder from '@axe-core/playwright';

/**
 * Runs axe: what it found that readers cannot work around (serious or critical, with up to five places each), and
 * how many of its rules passed (none would mean it checked nothing).
 */
export async function axeFindings(builder: AxeBuilder): Promise<{
  blocking: Array<{id: string; impact: string | null | undefined; targets: string[]}>;
  passes: number;
}> {
  const results = await builder.analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  return {blocking, passes: results.passes.length};
}
