/** Pesos rounded to centavos (money is summed in centavos so 0.1 + 0.2 never leaks). */
export const roundMoney = (amount: number): number => Math.round(amount * 100) / 100;

export const toCentavos = (amount: number | string): number => Math.round(Number(amount) * 100);
