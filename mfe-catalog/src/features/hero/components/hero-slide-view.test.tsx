import { screen } from '@testing-library/react';
import { renderWithShop, stubFetch } from '@festive/web-kit/testing';
import type { HeroSlide } from '../hero-slides';
import { FixedSlideView, ImageSlideView } from './hero-slide-view';

const banner = '/objects/uploads/9d8c7b6a-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const slide: HeroSlide = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  title: 'Diwali Collection',
  description: null,
  image: { src: banner, width: 1920, height: 600 },
  cta: null,
};

describe('hero slides', () => {
  it('fetches the first slide first and at once, as wide as the screen, its box reserved', async () => {
    stubFetch({});
    await renderWithShop(<ImageSlideView slide={slide} eager />);
    const image = screen.getByRole('img', { name: 'Diwali Collection' });
    expect(image).toHaveAttribute('src', `${banner}.w1024.webp`);
    expect(image).toHaveAttribute(
      'srcset',
      [320, 640, 1024, 1920].map((w) => `${banner}.w${w}.webp ${w}w`).join(', '),
    );
    expect(image).toHaveAttribute('sizes', '100vw');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('width', '1920');
    expect(image).toHaveAttribute('height', '600');
  });

  it('loads the later slides lazily', async () => {
    stubFetch({});
    await renderWithShop(<ImageSlideView slide={slide} eager={false} />);
    const image = screen.getByRole('img', { name: 'Diwali Collection' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('fetchpriority', 'auto');
  });

  it('shows an image from elsewhere (an https address) as it is', async () => {
    stubFetch({});
    const external = {
      ...slide,
      image: { src: 'https://images.example.in/banner.jpg', width: 1920, height: 600 },
    };
    await renderWithShop(<ImageSlideView slide={external} eager />);
    const image = screen.getByRole('img', { name: 'Diwali Collection' });
    expect(image).toHaveAttribute('src', 'https://images.example.in/banner.jpg');
    expect(image).not.toHaveAttribute('srcset');
  });

  it('fetches the first fixed slide’s drawing first too', async () => {
    stubFetch({});
    const fixed: HeroSlide = { ...slide, id: 'diwali-lights', image: null };
    const { container } = await renderWithShop(<FixedSlideView slide={fixed} id="diwali-lights" eager />);
    const art = container.querySelector('img')!;
    expect(art).toHaveAttribute('src', '/api/page-head/hero-art/diwali-lights.svg');
    expect(art).toHaveAttribute('fetchpriority', 'high');
    expect(art).toHaveAttribute('loading', 'eager');
  });
});
