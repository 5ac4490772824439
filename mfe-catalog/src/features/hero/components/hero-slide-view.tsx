import { imageSources } from '@festive/contracts';
import { Box, Button, Flex, Heading, Image, RouterLink, Text, useCatalogFilter } from '@festive/web-kit';
import type { HeroAction, HeroSlide } from '../hero-slides';
import type { FixedSlideId } from '../fixed-slides';
import { SlideArt } from './slide-art';

/** The catalogue section the fixed slides' buttons lead to (catalogue-page.tsx). */
export const CATALOGUE_SECTION_ID = 'catalogue';

/** Each fixed slide's colours: a night sky for Diwali, marigold for crafts, festive for the rest. */
const LOOK: Record<FixedSlideId, { from: string; to: string; light: boolean }> = {
  'diwali-lights': { from: 'maroon.950', to: 'maroon.800', light: true },
  'artisan-handicrafts': { from: 'saffron.100', to: 'saffron.300', light: false },
  'every-celebration': { from: 'maroon.800', to: 'saffron.700', light: true },
};

function CallToAction({ slide, light }: { slide: HeroSlide; light: boolean }) {
  const showFestival = useCatalogFilter((state) => state.showFestival);
  const setTab = useCatalogFilter((state) => state.setTab);
  if (!slide.cta) return null;
  const { label, action, variant } = slide.cta;
  const look =
    variant === 'outline'
      ? { variant: 'outline' as const, color: light ? 'white' : 'maroon.800', borderColor: 'currentColor' }
      : { variant: 'solid' as const, colorPalette: light ? 'saffron' : 'maroon' };
  const goToCatalogue = (target: Extract<HeroAction, { kind: 'catalogue' }>) => {
    if (target.festival) showFestival(target.festival);
    else if (target.tab) setTab(target.tab);
    document.getElementById(CATALOGUE_SECTION_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const common = { size: { base: 'md', md: 'lg' } as const, fontWeight: 'semibold', ...look };
  if (action.kind === 'catalogue') {
    return (
      <Button {...common} onClick={() => goToCatalogue(action)}>
        {label}
      </Button>
    );
  }
  return (
    <Button {...common} asChild>
      {action.kind === 'internal' ? (
        <RouterLink to={action.to}>{label}</RouterLink>
      ) : (
        <a href={action.href} target="_blank" rel="noopener noreferrer">
          {label}
        </a>
      )}
    </Button>
  );
}

function SlideText({ slide, light }: { slide: HeroSlide; light: boolean }) {
  return (
    <Flex
      direction="column"
      align="flex-start"
      gap={{ base: '3', md: '4' }}
      maxW={{ base: 'full', md: 'lg' }}
    >
      {slide.title && (
        <Heading
          as="h2"
          fontSize={{ base: '2xl', sm: '3xl', md: '5xl' }}
          lineHeight="1.1"
          color={light ? 'white' : 'maroon.900'}
        >
          {slide.title}
        </Heading>
      )}
      {slide.description && (
        <Text fontSize={{ base: 'md', md: 'lg' }} color={light ? 'whiteAlpha.900' : 'maroon.800'}>
          {slide.description}
        </Text>
      )}
      <CallToAction slide={slide} light={light} />
    </Flex>
  );
}

/** One fixed slide: its drawn picture beside (or, on phones, behind) the text. */
export function FixedSlideView({ slide, id, eager }: { slide: HeroSlide; id: FixedSlideId; eager: boolean }) {
  const look = LOOK[id];
  return (
    <Flex position="absolute" inset="0" bgGradient="to-br" gradientFrom={look.from} gradientTo={look.to}>
      <Box
        position="absolute"
        insetY="0"
        insetEnd="0"
        width={{ base: 'full', md: '55%' }}
        opacity={{ base: 0.35, md: 1 }}
      >
        <SlideArt id={id} eager={eager} />
      </Box>
      <Flex position="relative" maxW="7xl" w="full" mx="auto" px={{ base: '12', md: '20' }} align="center">
        <SlideText slide={slide} light={look.light} />
      </Flex>
    </Flex>
  );
}

/**
 * One admin carousel image, its title, description and button over a shade for contrast. The
 * first slide is the page's largest paint: fetched first and at once; the others lazily. Each
 * comes from the resized copy as wide as the screen.
 */
export function ImageSlideView({ slide, eager }: { slide: HeroSlide; eager: boolean }) {
  const hasText = Boolean(slide.title || slide.description || slide.cta);
  return (
    <Box position="absolute" inset="0" bg="maroon.950">
      {slide.image && (
        <Image
          {...imageSources(slide.image.src, 'hero')}
          alt={slide.title ?? ''}
          htmlWidth={String(slide.image.width)}
          htmlHeight={String(slide.image.height)}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          width="100%"
          height="100%"
          objectFit="cover"
        />
      )}
      {hasText && (
        <Flex
          position="absolute"
          inset="0"
          align="flex-end"
          px={{ base: '12', md: '20' }}
          pb={{ base: '12', md: '16' }}
          bgGradient="to-t"
          gradientFrom="blackAlpha.700"
          gradientTo="transparent"
        >
          <SlideText slide={slide} light />
        </Flex>
      )}
    </Box>
  );
}
