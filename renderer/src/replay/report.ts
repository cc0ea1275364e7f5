/**
 * The game record: one standalone HTML file (no scripts, no outside resources) with the title, the
 * sides, the result, the charts (their SVG as drawn), the battles and the whole log in words. It
 * opens in any browser without the app. The page gathers the words; this only escapes and lays out.
 */
export interface GameReport {
  readonly language: string;
  readonly title: string;
  readonly subtitle: string;
  readonly result: string;
  readonly headings: { readonly charts: string; readonly battles: string; readonly log: string };
  /** Charts: their titles and SVGs, serialised from the page. */
  readonly charts: readonly { readonly title: string; readonly svg: string }[];
  readonly battleColumns: readonly string[];
  readonly battles: readonly (readonly string[])[];
  readonly log: readonly { readonly text: string; readonly heading: boolean }[];
  readonly footer: string;
}

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** SVG from our own chart component; anything scripted or linked is dropped all the same. */
const safeSvg = (svg: string): string =>
  svg.startsWith('<svg') ? svg.replace(/<script[\s\S]*?<\/script>/gi, '').replace(/\son\w+="[^"]*"/gi, '') : '';

export function reportHtml(r: GameReport): string {
  const rows = r.battles.map((b) => `<tr>${b.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`).join('\n');
  const log = r.log
    .map((l) => (l.heading ? `<li class="h">${escapeHtml(l.text)}</li>` : `<li>${escapeHtml(l.text)}</li>`))
    .join('\n');
  return `<!doctype html>
<html lang="${escapeHtml(r.language)}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>${escapeHtml(r.title)}</title>
<style>
body{font-family:Georgia,'Palatino Linotype',serif;background:#17120f;color:#efe6d8;max-width:980px;margin:2em auto;padding:0 1em}
h1,h2{color:#d4a94a;font-weight:600}h1{margin-bottom:.2em}.sub{color:#b8a894}.result{font-size:1.3em}
.charts{display:grid;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));gap:12px}
.charts figure{margin:0}.charts figcaption{color:#d4a94a}.charts svg{width:100%;height:auto;background:#241b17;border:1px solid #4a3a31;border-radius:8px}
.charts text{fill:#b8a894;font-size:10px}.charts line{stroke:#4a3a31}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #4a3a31;padding:4px 8px;text-align:left}
ul.log{list-style:none;padding:0}ul.log li{margin:.15em 0}ul.log li.h{color:#d4a94a;margin-top:.7em}
footer{margin-top:2em;color:#b8a894;font-size:.85em}
</style>
</head>
<body>
<h1>${escapeHtml(r.title)}</h1>
<p class="sub">${escapeHtml(r.subtitle)}</p>
<p class="result">${escapeHtml(r.result)}</p>
<h2>${escapeHtml(r.headings.charts)}</h2>
<div class="charts">
${r.charts.map((c) => `<figure><figcaption>${escapeHtml(c.title)}</figcaption>${safeSvg(c.svg)}</figure>`).join('\n')}
</div>
<h2>${escapeHtml(r.headings.battles)}</h2>
<table>
<thead><tr>${r.battleColumns.map((c) => `<th>${escapeHtml(c)}</th>`).join('')}</tr></thead>
<tbody>
${rows}
</tbody>
</table>
<h2>${escapeHtml(r.headings.log)}</h2>
<ul class="log">
${log}
</ul>
<footer>${escapeHtml(r.footer)}</footer>
</body>
</html>
`;
}
