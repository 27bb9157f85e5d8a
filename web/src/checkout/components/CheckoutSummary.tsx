import {
  Alert,
  Box,
  Button,
  Card,
  Heading,
  HStack,
  IconButton,
  Link,
  List,
  Separator,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from "@chakra-ui/react";
import { type ReactNode, useId } from "react";
import { Link as RouterLink } from "react-router";
import { LineThumbnail, LineTotal, LineVariant } from "../../shared/components/LineParts";
import { TrashIcon } from "../../shared/icons/icons";
import { Money } from "../../shared/money/Money";
import { QuantityStepper } from "../../cart";
import type { CartQuoteFieldsFragment } from "../../gql/graphql";
import { OrderTotals } from "../../orders";
import { type CheckedLine, type QuoteCheck, problemText } from "../quoteChanges";

export interface CheckoutSummaryProps {
  /** The cart lines beside the server's quote (`checkQuote`). */
  check: QuoteCheck;
  /** The server's quote; undefined until the first one arrives. */
  quote: CartQuoteFieldsFragment | undefined;
  /** A newer quote is on its way (the cart or the zone changed). */
  updating: boolean;
  onRemove: (lineId: string) => void;
  onChangeQuantity: (lineId: string, quantity: number) => void;
  /** Shown under the totals: the "Place order" button and its reason. */
  footer?: ReactNode;
  /** Replaces the totals when the quote could not be loaded. */
  error?: ReactNode;
}

function LineProblem({ line, onRemove, onChangeQuantity }: { line: CheckedLine } & Pick<CheckoutSummaryProps, "onRemove" | "onChangeQuantity">) {
  if (!line.problem) return null;
  const { item, problem, available } = line;
  const lower = problem === "NOT_ENOUGH_STOCK" && available !== null && available > 0;
  const choose = (problem === "CHOOSE_VARIANT" || problem === "UNKNOWN_VARIANT") && item.slug;
  return (
    <Alert.Root status="error" variant="subtle" size="sm" flexWrap="wrap" data-testid="line-problem">
      <Alert.Indicator />
      <Alert.Content minW="32">
        <Alert.Title fontWeight="medium">{problemText(problem, available)}</Alert.Title>
      </Alert.Content>
      <HStack gap="2" wrap="wrap">
        {lower ? (
          <Button size="xs" variant="outline" onClick={() => onChangeQuantity(line.lineId, available)}>
            Change quantity to {available}
          </Button>
        ) : null}
        {choose ? (
          <Button asChild size="xs" variant="outline">
            <RouterLink to={`/products/${item.slug}`}>Choose options</RouterLink>
          </Button>
        ) : null}
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => onRemove(line.lineId)}>
          Remove <VisuallyHidden>{item.name}</VisuallyHidden>
        </Button>
      </HStack>
    </Alert.Root>
  );
}

function SummaryLine({ line, onRemove, onChangeQuantity }: { line: CheckedLine } & Pick<CheckoutSummaryProps, "onRemove" | "onChangeQuantity">) {
  const { item, quoted, priceChange, problem } = line;
  const priced = quoted !== undefined && problem !== "UNAVAILABLE";
  const unitPrice = priced ? quoted.finalUnitPrice : item.finalPrice;
  const lineTotal = priced ? quoted.lineTotal : null;

  return (
    <List.Item py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <Stack gap="2" w="full" as="article" aria-label={item.name}>
        <HStack align="start" gap="3">
          <LineThumbnail image={item.image} boxSize="14" />
          <Stack gap="0.5" flex="1" minW="0">
            {item.slug ? (
              <Link asChild fontWeight="medium" color="fg" lineClamp={2} textStyle="sm">
                <RouterLink to={`/products/${item.slug}`}>{item.name}</RouterLink>
              </Link>
            ) : (
              <Text fontWeight="medium" lineClamp={2} textStyle="sm">
                {item.name}
              </Text>
            )}
            <LineVariant color={item.selectedColor} size={item.selectedSize} />
            <HStack gap="2" align="baseline" wrap="wrap" textStyle="sm">
              <Text fontWeight="semibold" data-testid="unit-price">
                <VisuallyHidden>Price: </VisuallyHidden>
                <Money amount={unitPrice} />
              </Text>
              {priceChange ? (
                <Text textStyle="xs" color="orange.fg" data-testid="price-change">
                  was <del><Money amount={priceChange.was} /></del>
                </Text>
              ) : null}
            </HStack>
          </Stack>
          <LineTotal>{lineTotal === null ? "—" : <Money amount={lineTotal} />}</LineTotal>
        </HStack>
        <HStack justify="space-between" gap="2">
          <QuantityStepper
            quantity={item.quantity}
            onChange={(quantity) => onChangeQuantity(line.lineId, quantity)}
            itemName={item.name}
            size="xs"
          />
          <IconButton aria-label={`Remove ${item.name} from cart`} variant="ghost" size="xs" colorPalette="red" onClick={() => onRemove(line.lineId)}>
            <TrashIcon />
          </IconButton>
        </HStack>
        <LineProblem line={line} onRemove={onRemove} onChangeQuantity={onChangeQuantity} />
      </Stack>
    </List.Item>
  );
}

/**
 * The order summary at checkout: the cart's lines priced by the server, a notice when a price
 * changed since an item was added, each line's problem with a way to fix it (remove it, lower
 * the quantity, choose a variant), and subtotal, shipping and total exactly as they will be charged.
 */
export function CheckoutSummary({ check, quote, updating, onRemove, onChangeQuantity, footer, error }: CheckoutSummaryProps) {
  const titleId = useId();
  const { priceChanges, problems } = check;
  const pending = !quote && !error;

  return (
    <Card.Root as="section" aria-labelledby={titleId} aria-busy={updating || pending}>
      <Card.Body gap="4">
        <Heading as="h2" size="md" id={titleId}>
          Order summary
        </Heading>
        {priceChanges.length > 0 ? (
          <Alert.Root status="warning" variant="subtle" data-testid="price-change-notice">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                {priceChanges.length === 1 ? "A price has changed" : "Some prices have changed"} since you added{" "}
                {priceChanges.length === 1 ? "the item" : "these items"}
              </Alert.Title>
              <Alert.Description>
                <List.Root ps="4" textStyle="sm">
                  {priceChanges.map((line) => (
                    <List.Item key={line.lineId}>
                      {line.item.name}: was <Money amount={line.priceChange!.was} />, now <Money amount={line.priceChange!.now} />
                    </List.Item>
                  ))}
                </List.Root>
                The total below uses the current prices.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        {problems.length > 0 ? (
          <Alert.Root status="error" variant="subtle" data-testid="problems-notice">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                {problems.length === 1 ? "An item can’t be ordered as it is" : `${String(problems.length)} items can’t be ordered as they are`}
              </Alert.Title>
              <Alert.Description>Remove it or change the quantity below to place your order.</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <List.Root listStyle="none" gap="0" aria-label="Items in your order" opacity={updating ? 0.6 : 1} transition="opacity 0.2s">
          {check.lines.map((line) => (
            <SummaryLine key={line.lineId} line={line} onRemove={onRemove} onChangeQuantity={onChangeQuantity} />
          ))}
        </List.Root>
        <Separator />
        {error ??
          (quote ? (
            <Box aria-live="polite" opacity={updating ? 0.6 : 1}>
              <OrderTotals subtotal={quote.subtotal} shipping={quote.shipping} total={quote.total} deliveryZone={quote.deliveryZone} />
            </Box>
          ) : (
            <Stack gap="2" aria-hidden="true">
              <Skeleton h="4" />
              <Skeleton h="4" />
              <Skeleton h="6" />
            </Stack>
          ))}
        {footer}
      </Card.Body>
    </Card.Root>
  );
}
