import { Box, Flex, HStack } from '@chakra-ui/react';
import { Logo } from '../components/logo';

/** Shown while the main part and the translations load (spec point 2); it must not need either. */
export function FullScreenLoader() {
  return (
    <Flex
      position="fixed"
      inset="0"
      direction="column"
      align="center"
      justify="center"
      gap="6"
      bg="bg"
      color="fg"
      data-testid="full-screen-loader"
      aria-busy="true"
    >
      <Logo width={350} height={150} />
      <HStack gap="2" h="6" align="end">
        {[0, 1, 2].map((i) => (
          <Box
            key={i}
            w="2"
            h="6"
            borderRadius="full"
            bg="teal.500"
            transformOrigin="bottom"
            animation="loaderBar 0.9s ease-in-out infinite"
            style={{ animationDelay: `${i * 0.15}s` }}
          />
        ))}
      </HStack>
    </Flex>
  );
}
