import { Alert, List } from "@chakra-ui/react";
import type { StockRefusal } from "../hooks/useCheckout";

/** The lines the server refused for want of stock, each with what is left. */
export function StockRefusalAlert({ refusal }: { refusal: StockRefusal }) {
  return (
    <Alert.Root status="error" variant="surface" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Not enough stock for your order</Alert.Title>
        <Alert.Description>
          {refusal.lines.length > 0 ? (
            <List.Root ps="4">
              {refusal.lines.map((line, index) => (
                <List.Item key={line.lineId ?? index}>
                  {line.name}
                  {line.variant ? ` (${line.variant})` : ""}: you asked for {line.quantity},{" "}
                  {line.available > 0 ? `only ${String(line.available)} left` : "none left"}
                </List.Item>
              ))}
            </List.Root>
          ) : (
            refusal.message
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
