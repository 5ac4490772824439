import { useState } from 'react';
import { imageSources } from '@festive/contracts';
import { Box, chakra, HStack, Image } from '@festive/web-kit';

const MAIN_SIZE = 720;
const THUMB_SIZE = 72;

/**
 * The product's pictures: the main image large (the page's largest paint: fetched first, never
 * lazily), the others as thumbnails; each from the resized copy that fits its place.
 */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const shown = images[Math.min(selected, images.length - 1)] ?? '';
  return (
    <Box flex="1" minW="0">
      <Box
        bg="saffron.50"
        borderRadius="2xl"
        overflow="hidden"
        aspectRatio="1"
        data-testid="product-main-image"
      >
        <Image
          {...imageSources(shown, 'gallery')}
          alt={name}
          htmlWidth={String(MAIN_SIZE)}
          htmlHeight={String(MAIN_SIZE)}
          fetchPriority="high"
          decoding="async"
          width="100%"
          height="100%"
          objectFit="cover"
        />
      </Box>
      {images.length > 1 && (
        <HStack gap="2" mt="3" overflowX="auto" role="group" aria-label="Product pictures">
          {images.map((src, index) => (
            <chakra.button
              key={src}
              type="button"
              aria-label={`Picture ${index + 1} of ${images.length}`}
              aria-pressed={index === selected}
              onClick={() => setSelected(index)}
              flexShrink="0"
              borderRadius="lg"
              overflow="hidden"
              borderWidth="2px"
              borderColor={index === selected ? 'maroon.700' : 'transparent'}
              cursor="pointer"
              focusVisibleRing="outside"
              focusRingColor="saffron.500"
            >
              <Image
                {...imageSources(src, 'thumbnail')}
                alt=""
                htmlWidth={String(THUMB_SIZE)}
                htmlHeight={String(THUMB_SIZE)}
                width={`${THUMB_SIZE}px`}
                height={`${THUMB_SIZE}px`}
                loading="lazy"
                objectFit="cover"
                bg="saffron.50"
              />
            </chakra.button>
          ))}
        </HStack>
      )}
    </Box>
  );
}
