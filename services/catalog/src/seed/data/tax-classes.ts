import type { TaxClass } from '@festive/contracts';

/**
 * HSN code and GST rate of each demo product, by slug: what the product is, not only its
 * subcategory. Sweets (mithai) are sweetmeats, 2106 at 5%; chocolate and bakery are 1806 and
 * 1905 at 18%; terracotta is 6913, brass 7418/7419, metal frames 8306, wooden articles 4414,
 * 4420 and 4421, candles 3406 and textiles 6301/6304/6307, all at 12%; cotton apparel under
 * ₹1,000 is 6109 at 5%; lamps 9405, colours 3204/3212, cushions 9404, stationery 4820 and festive
 * articles 9505 are at 18%; toys 9503 at 12%. A rakhi (not of precious metal) is exempt, 0%.
 * A hamper is a mixed supply, taxed at the rate of its highest-rated item under that item's HSN.
 */
export const SEED_TAX_CLASSES: Readonly<Record<string, TaxClass>> = {
  // Diwali, Republic Day, Valentine's Day, Holi
  'terracotta-diya-set': { hsnCode: '6913', gstRate: 12 },
  'diwali-dry-fruit-hamper': { hsnCode: '0802', gstRate: 12 },
  'kaju-katli-box': { hsnCode: '2106', gstRate: 5 },
  'brass-puja-thali': { hsnCode: '7418', gstRate: 12 },
  'name-rangoli-kit': { hsnCode: '3212', gstRate: 18 },
  'festive-glow-candles': { hsnCode: '3406', gstRate: 12 },
  'tricolour-desk-flag': { hsnCode: '6307', gstRate: 12 },
  'tiranga-barfi-box': { hsnCode: '2106', gstRate: 5 },
  'republic-day-corporate-hamper': { hsnCode: '9608', gstRate: 18 },
  'tricolour-name-mug': { hsnCode: '6912', gstRate: 12 },
  'rose-chocolate-hamper': { hsnCode: '1806', gstRate: 18 },
  'chocolate-heart-box': { hsnCode: '1806', gstRate: 18 },
  'engraved-couple-frame': { hsnCode: '4414', gstRate: 12 },
  'heart-fairy-light-jar': { hsnCode: '9405', gstRate: 18 },
  'caricature-cushion': { hsnCode: '9404', gstRate: 18 },
  'organic-gulal-kit': { hsnCode: '3204', gstRate: 18 },
  'thandai-gujiya-box': { hsnCode: '2106', gstRate: 5 },
  'holi-party-hamper': { hsnCode: '9505', gstRate: 18 },
  'holi-family-tshirt': { hsnCode: '6109', gstRate: 5 },
  // Raksha Bandhan, Christmas, New Year
  'om-rakhi-roli-chawal': { hsnCode: '9505', gstRate: 0 },
  'bhaiya-bhabhi-hamper': { hsnCode: '2106', gstRate: 5 },
  'rakhi-ferrero-box': { hsnCode: '1806', gstRate: 18 },
  'brother-photo-frame': { hsnCode: '4414', gstRate: 12 },
  'kids-cartoon-rakhi-set': { hsnCode: '9505', gstRate: 0 },
  'plum-cake-hamper': { hsnCode: '1905', gstRate: 18 },
  'tree-ornaments-12': { hsnCode: '9505', gstRate: 18 },
  'dark-chocolate-santa': { hsnCode: '1806', gstRate: 18 },
  'name-christmas-stocking': { hsnCode: '6307', gstRate: 12 },
  'paper-star-lantern': { hsnCode: '9505', gstRate: 18 },
  'new-year-celebration-hamper': { hsnCode: '1806', gstRate: 18 },
  'truffle-box-24': { hsnCode: '1806', gstRate: 18 },
  'name-desk-planner': { hsnCode: '4820', gstRate: 18 },
  'golden-fireworks-led-decor': { hsnCode: '9405', gstRate: 18 },
  // Occasions
  'birthday-surprise-box': { hsnCode: '1905', gstRate: 18 },
  'birthday-photo-cushion': { hsnCode: '9404', gstRate: 18 },
  'chocolate-bouquet': { hsnCode: '1806', gstRate: 18 },
  'balloon-led-kit': { hsnCode: '9505', gstRate: 18 },
  'anniversary-couple-hamper': { hsnCode: '1806', gstRate: 18 },
  'engraved-wooden-lamp': { hsnCode: '9405', gstRate: 18 },
  'rose-gold-frame-set': { hsnCode: '8306', gstRate: 12 },
  'shagun-dry-fruit-thali': { hsnCode: '0802', gstRate: 12 },
  'haldi-kumkum-box': { hsnCode: '7419', gstRate: 12 },
  'wedding-welcome-board': { hsnCode: '4421', gstRate: 12 },
  'mithai-favour-boxes': { hsnCode: '2106', gstRate: 5 },
  'griha-pravesh-hamper': { hsnCode: '7419', gstRate: 12 },
  'brass-urli-candles': { hsnCode: '7419', gstRate: 12 },
  'family-name-plate': { hsnCode: '4421', gstRate: 12 },
  'godh-bharai-basket': { hsnCode: '0802', gstRate: 12 },
  'baby-name-blocks': { hsnCode: '9503', gstRate: 12 },
  'cotton-baby-blanket': { hsnCode: '6301', gstRate: 12 },
  'executive-desk-set': { hsnCode: '8304', gstRate: 18 },
  'corporate-sweets-box': { hsnCode: '0802', gstRate: 12 },
  'leather-diary-pen': { hsnCode: '4820', gstRate: 18 },
  'premium-corporate-hamper': { hsnCode: '1905', gstRate: 18 },
  // Older products
  'kundan-diwali-toran': { hsnCode: '6304', gstRate: 12 },
  'soan-papdi-classic': { hsnCode: '2106', gstRate: 5 },
  'madhubani-pichkari': { hsnCode: '9503', gstRate: 12 },
  'birthday-blessings-lamp': { hsnCode: '7419', gstRate: 12 },
};
