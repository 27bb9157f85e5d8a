import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";

export interface WelcomeHeroProps {
  /** The shop's description from settings; a generic line when unset. */
  description: string | undefined;
}

/** The hero when the shop has no active banners (or they could not be loaded). */
export function WelcomeHero({ description }: WelcomeHeroProps) {
  return (
    <Stack
      as="section"
      aria-label="Welcome"
      gap="4"
      p={{ base: 6, md: 12 }}
      rounded="l3"
      bgGradient="to-br"
      gradientFrom="blue.700"
      gradientTo="teal.600"
      color="white"
    >
      <Heading as="h2" size={{ base: "2xl", md: "4xl" }} letterSpacing="tight" maxW="2xl">
        Everything you need, delivered to your door
      </Heading>
      <Text textStyle={{ base: "md", md: "lg" }} maxW="2xl" opacity={0.9}>
        {description || "Browse the shop's newest arrivals, best deals and featured picks."}
      </Text>
      <Button asChild size="lg" bg="white" color="gray.900" _hover={{ bg: "gray.100" }} alignSelf="start">
        <RouterLink to="/product-category">Shop all products</RouterLink>
      </Button>
    </Stack>
  );
}
