import type { Page } from '@playwright/test';

/**
 * What is wrong with the lists' tables on the page as laid out now (long-text.spec.ts): a caption, header or
 * cell that is not people's free text (`td.cell-text`) whose word is split over two lines, and (as a table, not
 * as cards) a column narrower than `minCh` characters or a table wider than its frame. Breaks after `-` and `/`
 * are between words; hidden headers (the checkbox column's, every header in the card layout) are skipped.
 */
export async function tableFaults(page: Page, minCh = 4): Promise<string[]> {
  return page.evaluate((minCh) => {
    const faults: string[] = [];
    const lines = (range: Range) => new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    const hidden = (el: Element) => {
      const style = getComputedStyle(el);
      return (
        el.closest('.visually-hidden') !== null || style.position === 'absolute' || style.clip !== 'auto'
      );
    };
    const wordsSplit = (el: Element, what: string) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent ?? '';
        for (const m of text.matchAll(/[^\s\-/]+[-/]?/g)) {
          const range = document.createRange();
          range.setStart(n, m.index);
          range.setEnd(n, m.index + m[0].length);
          if (lines(range) > 1) faults.push(`${what} "${m[0].slice(0, 40)}" is split over lines`);
        }
      }
    };
    for (const table of document.querySelectorAll<HTMLTableElement>('table.table-cards')) {
      const name = table.caption?.textContent ?? '(no caption)';
      if (table.caption) wordsSplit(table.caption, `caption of ${name}:`);
      const cards = getComputedStyle(table).display === 'block';
      const probe = document.createElement('span');
      probe.style.cssText = `display:inline-block;width:${minCh}ch`;
      table.querySelector('tbody td')?.appendChild(probe);
      const min = probe.getBoundingClientRect().width;
      probe.remove();
      const headers = [...table.querySelectorAll('thead th')];
      if (!cards) {
        for (const th of headers) {
          if (!hidden(th)) wordsSplit(th, `${name}: header`);
        }
        const frame = table.parentElement!;
        if (frame.scrollWidth > frame.clientWidth + 1) {
          faults.push(`${name}: ${frame.scrollWidth} px wide in a frame of ${frame.clientWidth} px`);
        }
      }
      for (const tr of table.querySelectorAll('tbody tr')) {
        [...tr.children].forEach((td, i) => {
          const header = headers[i]?.textContent ?? `column ${i + 1}`;
          if (!td.classList.contains('cell-text')) wordsSplit(td, `${name}, ${header}:`);
          if (cards || !td.textContent?.trim()) return;
          const s = getComputedStyle(td);
          const inner = td.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
          if (inner < min - 0.5) faults.push(`${name}, ${header}: ${Math.round(inner)} px < ${minCh}ch`);
        });
      }
    }
    return [...new Set(faults)];
  }, minCh);
}
