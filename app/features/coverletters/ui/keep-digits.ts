/**
 * An input handler that keeps digits only, and at most `max` (the server refuses anything else with the
 * same message): the letter settings' limits and a company question's limit.
 */
export function keepDigits(max?: number) {
  return (event: React.FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    let value = input.value.replace(/\D/g, '');
    if (max !== undefined && value && Number(value) > max) value = String(max);
    if (value !== input.value) input.value = value;
  };
}
