/**
 * A Markdown table. The theme lets a table wider than the column scroll sideways (Infima gives tables
 * `overflow: auto`); a keyboard reader can scroll it only if it can be focused, so a table that scrolls is in the tab
 * order. It is focusable in the server's markup, for readers without scripts, and once the page runs, only while
 * it is wider than the column: a table that fits adds no tab stop.
 */
import React, { useEffect, useRef, useState, type ComponentProps } from 'react';

export default function ScrollableTable(props: ComponentProps<'table'>): React.JSX.Element {
  const ref = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(true);
  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const measure = () => setScrolls(table.scrollWidth > table.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return <table {...props} ref={ref} tabIndex={scrolls ? 0 : undefined} />;
}
