import { MOTIFS } from './motifs';
import { escapeXml, productSvg, wrapTitle } from './product-svg';

const art = { title: 'Diya Set', caption: 'Diwali', motif: 'diya', palette: ['#7b1e3a', '#f59e0b'] } as const;

describe('escapeXml', () => {
  it('escapes markup characters', () => {
    expect(escapeXml(`<b>"Tom" & 'Jerry'</b>`)).toBe(
      '&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;',
    );
  });
  it('drops control characters XML forbids and keeps Indian scripts and emoji', () => {
    expect(escapeXml('a\u0000b\u001fc\td')).toBe('abc\td');
    expect(escapeXml('दीवाली 🪔')).toBe('दीवाली 🪔');
  });
});

describe('wrapTitle', () => {
  it('keeps short titles on one line', () => {
    expect(wrapTitle('Kaju Katli')).toEqual(['Kaju Katli']);
  });
  it('breaks on spaces at about 22 characters', () => {
    expect(wrapTitle('Handpainted Terracotta Diya Set (12 pcs)')).toEqual([
      'Handpainted Terracotta',
      'Diya Set (12 pcs)',
    ]);
  });
  it('cuts after three lines with an ellipsis', () => {
    const lines = wrapTitle(
      'one two three four five six seven eight nine ten eleven twelve thirteen fourteen',
      10,
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/…$/);
  });
});

describe('productSvg', () => {
  it('is a self-contained SVG document with the title written on it', () => {
    const svg = productSvg(art);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toMatch(/<\/svg>$/);
    expect(svg).toContain('viewBox="0 0 800 800"');
    expect(svg).toContain('>Diya Set</tspan>');
    expect(svg).toContain('>DIWALI</text>');
    expect(svg).toContain('linearGradient');
  });

  it('escapes the title everywhere it appears, so a name cannot inject markup', () => {
    const svg = productSvg({ ...art, title: `Tom & Jerry's <script>alert("x")</script>` });
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain(`"x"`);
    expect(svg).toContain('aria-label="Tom &amp; Jerry&apos;s &lt;script&gt;');
    expect(svg).toContain('&lt;script&gt;');
  });

  it('ignores a palette colour that is not a hex colour', () => {
    const svg = productSvg({ ...art, palette: ['red"/><script>', '#fff'] });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('stop-color="#7b1e3a"');
  });

  it('is deterministic and draws every motif', () => {
    expect(productSvg(art)).toBe(productSvg(art));
    for (const motif of MOTIFS) {
      const svg = productSvg({ ...art, motif });
      expect(svg).toContain('<g transform="translate(400 310) scale(1.4)"><');
      expect(svg).not.toContain('NaN');
      expect(svg).not.toContain('undefined');
    }
  });
});
