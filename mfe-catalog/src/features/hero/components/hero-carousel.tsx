import { useMemo } from 'react';
import { Box, chakra, Flex, HStack, IconButton } from '@festive/web-kit';
import { useCarouselImages } from '../api/carousel-images';
import { FIXED_SLIDES } from '../fixed-slides';
import { slidesFromImages, type HeroSlide } from '../hero-slides';
import { useCarousel } from '../use-carousel';
import { FixedSlideView, ImageSlideView } from './hero-slide-view';

/** Cross-fade time: the spec's transition duration 30, read as 30 frames of 16 ms. */
const FADE_MS = 30 * 16;
/** One height for every slide, so the page never moves as they change. */
const FIXED_HEIGHT = { base: '340px', md: '420px' } as const;

const Arrow = ({ back }: { back?: boolean }) => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.5"
    aria-hidden="true"
  >
    <path d={back ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
  </svg>
);

/**
 * The home page hero: the admin's carousel images when there are any, else the 3
 * fixed slides. Loops, autoplays every 5 s and keeps playing after interaction; previous and
 * next buttons and one dot per slide.
 */
export function HeroCarousel() {
  const images = useCarouselImages();
  const managed = useMemo(() => slidesFromImages(images.data ?? []), [images.data]);
  const slides: readonly HeroSlide[] = managed.length > 0 ? managed : FIXED_SLIDES;
  const { index, next, previous, goTo } = useCarousel(images.isPending ? 0 : slides.length);
  const first = managed[0]?.image;
  const height = managed.length > 0 && first ? { base: '240px', sm: '320px', md: 'auto' } : FIXED_HEIGHT;

  if (images.isPending) {
    return <Box h={FIXED_HEIGHT} bg="saffron.100" data-testid="hero-loading" aria-hidden="true" />;
  }
  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label="Featured collections"
      data-testid="hero-carousel"
      data-source={managed.length > 0 ? 'admin' : 'fixed'}
      position="relative"
      overflow="hidden"
      h={height}
      aspectRatio={first ? { md: `${first.width} / ${first.height}` } : undefined}
      maxH={{ md: '520px' }}
      w="full"
    >
      {slides.map((slide, position) => {
        const active = position === index;
        return (
          <Box
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${slides.length}`}
            aria-hidden={!active}
            inert={!active}
            data-testid="hero-slide"
            data-active={active}
            position="absolute"
            inset="0"
            opacity={active ? 1 : 0}
            transition={`opacity ${FADE_MS}ms ease-in-out`}
            css={{ '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }}
          >
            {slide.image ? (
              <ImageSlideView slide={slide} eager={position === 0} />
            ) : (
              <FixedSlideView
                slide={slide}
                id={slide.id as (typeof FIXED_SLIDES)[number]['id']}
                eager={position === 0}
              />
            )}
          </Box>
        );
      })}
      {slides.length > 1 && (
        <>
          <Flex
            position="absolute"
            insetX={{ base: '1', md: '4' }}
            top="50%"
            transform="translateY(-50%)"
            justify="space-between"
            pointerEvents="none"
          >
            {[
              { label: 'Previous slide', onClick: previous, back: true },
              { label: 'Next slide', onClick: next, back: false },
            ].map(({ label, onClick, back }) => (
              <IconButton
                key={label}
                aria-label={label}
                onClick={onClick}
                pointerEvents="auto"
                size={{ base: 'sm', md: 'md' }}
                borderRadius="full"
                bg="whiteAlpha.800"
                color="maroon.900"
                _hover={{ bg: 'white' }}
                boxShadow="md"
              >
                <Arrow back={back} />
              </IconButton>
            ))}
          </Flex>
          <HStack position="absolute" bottom="3" insetX="0" justify="center" gap="0">
            {slides.map((slide, position) => (
              <chakra.button
                key={slide.id}
                type="button"
                aria-label={`Go to slide ${position + 1}`}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => goTo(position)}
                data-testid="hero-dot"
                p="2"
                cursor="pointer"
                focusVisibleRing="outside"
                focusRingColor="gold.400"
                borderRadius="full"
              >
                <Box
                  w={position === index ? '6' : '2.5'}
                  h="2.5"
                  borderRadius="full"
                  bg={position === index ? 'gold.400' : 'whiteAlpha.700'}
                  boxShadow="sm"
                  transition="width 0.2s"
                />
              </chakra.button>
            ))}
          </HStack>
        </>
      )}
    </Box>
  );
}
