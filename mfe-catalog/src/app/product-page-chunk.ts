/** The product page's own chunk, kept off the home page's JavaScript. */
export const loadProductPage = () => import('../features/products/components/product-page');
