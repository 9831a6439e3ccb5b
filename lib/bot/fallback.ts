export async function sendComputerOffer(_challengeId: string, _now: Date): Promise<void> {}
