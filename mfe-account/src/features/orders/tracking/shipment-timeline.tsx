import { Box, Flex, Text } from '@festive/web-kit';
import { type ShipmentTimeline as Steps, shipmentStageLabel } from '@festive/contracts';
import { formatStepTime } from './step-time';

const DOT = '10px';

/**
 * The stages the parcel has reached, oldest first, as a compact vertical line of dots: the stage
 * in words (never the courier's own status), when, and where when the courier said. The last
 * stage reached is the one that stands out.
 */
export function ShipmentTimeline({ steps }: { steps: Steps }) {
  if (steps.length === 0) return null;
  return (
    <Box
      as="ol"
      aria-label="Shipment progress"
      listStyleType="none"
      m="0"
      p="0"
      data-testid="shipment-timeline"
    >
      {steps.map((step, index) => {
        const latest = index === steps.length - 1;
        return (
          <Flex
            as="li"
            key={step.stage}
            gap="2.5"
            align="stretch"
            data-testid="shipment-step"
            data-stage={step.stage}
            aria-current={latest ? 'step' : undefined}
          >
            <Flex direction="column" align="center" flexShrink={0} pt="1.5" aria-hidden="true">
              <Box
                w={DOT}
                h={DOT}
                borderRadius="full"
                bg={latest ? 'maroon.700' : 'saffron.400'}
                borderWidth={latest ? '2px' : '0'}
                borderColor="saffron.200"
              />
              {!latest && <Box flex="1" w="2px" bg="saffron.200" minH="3" />}
            </Flex>
            <Box pb={latest ? '0' : '2'} fontSize="sm" lineHeight="short">
              <Text fontWeight={latest ? 'semibold' : 'normal'} data-testid="shipment-step-label">
                {shipmentStageLabel(step.stage)}
              </Text>
              <Text color="fg.muted" fontSize="xs">
                <time dateTime={step.at}>{formatStepTime(step.at)}</time>
                {step.location ? ` · ${step.location}` : ''}
              </Text>
            </Box>
          </Flex>
        );
      })}
    </Box>
  );
}
