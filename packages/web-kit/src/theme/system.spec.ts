import { buildShopSystemInSteps, shopSystem } from './system';

describe('the shop system', () => {
  it('is built in three steps with a turn for the browser between them, then reused', async () => {
    let turns = 0;
    await buildShopSystemInSteps(async () => {
      turns += 1;
    });

    expect(turns).toBe(2);
    expect(shopSystem()).toBe(shopSystem());
  });

  it("has the shop's colours and Chakra's palettes the shop names, not the ones it never does", () => {
    const system = shopSystem();

    expect(system.token('colors.maroon.800')).toBe('#7d1d32');
    expect(system.token('colors.gray.500')).toBeDefined();
    expect(system.token('colors.teal.500')).toBeUndefined();
    expect(system.token('colors.fg.info')).toBe('var(--chakra-colors-fg-info)');
  });
});
