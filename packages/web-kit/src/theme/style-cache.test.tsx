import { createShopStyleCache } from './style-cache';

const emotionTags = () => [...document.head.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')];

describe("the shop's style cache", () => {
  afterEach(() => {
    for (const tag of emotionTags()) tag.remove();
  });

  it('puts the rules of one synchronous run in one style element, and a later run in a new one', async () => {
    const { sheet } = createShopStyleCache();
    // Production's sheet (one element takes many rules); a test build writes one rule per element.
    sheet.isSpeedy = true;

    sheet.insert('.css-a{color:red;}');
    sheet.insert('@media screen and (min-width: 30em){.css-b{color:blue;}}');
    await Promise.resolve();
    sheet.insert('.css-c{color:green;}');

    const tags = emotionTags();
    expect(tags).toHaveLength(2);
    expect(tags.map((tag) => tag.sheet?.cssRules.length)).toEqual([2, 1]);
    // In the order they were inserted: a later rule still wins a tie.
    expect(tags[0]!.compareDocumentPosition(tags[1]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(sheet.tags).toEqual(tags);
  });
});
