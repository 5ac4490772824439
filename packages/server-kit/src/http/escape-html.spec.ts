import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and quoted attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
  it('leaves other text alone', () => {
    expect(escapeHtml('Diya set · ₹1,299')).toBe('Diya set · ₹1,299');
  });
});
