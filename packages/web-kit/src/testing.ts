/**
 * `@festive/web-kit/testing`: what the component tests (`*.test.tsx`, jest's `component`
 * project) render with. Never imported by an app, so it is neither shared nor bundled.
 */
export { renderWithShop } from './testing/render';
export { json, stubFetch, type StubbedRequest, type StubAnswer } from './testing/fetch-stub';
