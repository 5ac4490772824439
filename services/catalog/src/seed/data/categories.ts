import { FESTIVALS, FESTIVAL_EMOJI, type CategoryType } from '@festive/contracts';

export interface SeedCategory {
  name: string;
  type: CategoryType;
  emoji: string;
  items: string[];
  order: number;
}

/** What each festival is shopped for: shown as the category's items. */
const FESTIVAL_ITEMS: Record<(typeof FESTIVALS)[number], string[]> = {
  Diwali: ['Diyas', 'Sweets', 'Puja thalis', 'Dry fruit hampers', 'Rangoli'],
  'Republic Day': ['Tricolour decor', 'Desk flags', 'Corporate hampers'],
  "Valentine's Day": ['Chocolates', 'Roses', 'Couple gifts', 'Photo frames'],
  Holi: ['Organic gulal', 'Gujiya', 'Thandai', 'Pichkaris'],
  'Raksha Bandhan': ['Rakhis', 'Rakhi hampers', 'Gifts for brothers', 'Gifts for sisters'],
  Christmas: ['Plum cakes', 'Ornaments', 'Stockings', 'Star lanterns'],
  'New Year': ['Party hampers', 'Truffles', 'Planners', 'LED decor'],
};

/** The 7 festivals of the catalogue dropdown, in the spec's order (order 1..7). */
export const FESTIVAL_CATEGORIES: SeedCategory[] = FESTIVALS.map((name, index) => ({
  name,
  type: 'festival',
  emoji: FESTIVAL_EMOJI[name],
  items: FESTIVAL_ITEMS[name],
  order: index + 1,
}));

/** Special occasions, loaded by the storefront's occasion tab and the admin occasion tags. */
export const OCCASION_CATEGORIES: SeedCategory[] = [
  { name: 'Birthday', emoji: '🎂', items: ['Cakes', 'Surprise boxes', 'Photo gifts', 'Balloons'] },
  { name: 'Anniversary', emoji: '💍', items: ['Couple hampers', 'Engraved gifts', 'Photo frames'] },
  { name: 'Wedding', emoji: '💒', items: ['Shagun hampers', 'Mithai favours', 'Welcome boards'] },
  { name: 'Housewarming', emoji: '🏠', items: ['Puja hampers', 'Name plates', 'Brass decor'] },
  { name: 'Baby Shower', emoji: '🍼', items: ['Godh bharai baskets', 'Baby keepsakes', 'Blankets'] },
  { name: 'Corporate Gifting', emoji: '💼', items: ['Desk sets', 'Diaries', 'Sweets boxes', 'Hampers'] },
].map((category, index) => ({ ...category, type: 'special_occasion', order: index + 1 }));
