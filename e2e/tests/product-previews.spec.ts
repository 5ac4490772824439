import { productPreviewTests } from '../support/product-previews';

// A product page's first HTML, the sitemap and robots.txt through the development gateway.
productPreviewTests();
