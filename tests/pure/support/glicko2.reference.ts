// Glicko-2 written straight from Glickman's "Example of the Glicko-2 system" (steps 1–8, with the
// Illinois algorithm of step 5), independently of glicko2-lite, to check lib/ratings against.
const scale = 173.7178;

export type Rated = { rating: number; deviation: number; volatility: number };

/** One rating period of `player` against `games` ([opponent rating, deviation, score]). */
export function glicko2Period(player: Rated, games: [number, number, number][], tau: number): Rated {
  const mu = (player.rating - 1500) / scale;
  const phi = player.deviation / scale;
  const sigma = player.volatility;
  const g = (p: number) => 1 / Math.sqrt(1 + (3 * p * p) / (Math.PI * Math.PI));
  const opponents = games.map(([rating, deviation, score]) => {
    const muJ = (rating - 1500) / scale;
    const gJ = g(deviation / scale);
    return { gJ, e: 1 / (1 + Math.exp(-gJ * (mu - muJ))), score };
  });
  // Step 3: the estimated variance; step 4: the estimated improvement.
  const v = 1 / opponents.reduce((sum, o) => sum + o.gJ * o.gJ * o.e * (1 - o.e), 0);
  const delta = v * opponents.reduce((sum, o) => sum + o.gJ * (o.score - o.e), 0);
  // Step 5: the new volatility.
  const a = Math.log(sigma * sigma);
  const f = (x: number) =>
    (Math.exp(x) * (delta * delta - phi * phi - v - Math.exp(x))) / (2 * (phi * phi + v + Math.exp(x)) ** 2) -
    (x - a) / (tau * tau);
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > 1e-6) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  const sigmaNew = Math.exp(A / 2);
  // Steps 6–8: the pre-period deviation, then the new deviation and rating, back on the old scale.
  const phiStar = Math.sqrt(phi * phi + sigmaNew * sigmaNew);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * opponents.reduce((sum, o) => sum + o.gJ * (o.score - o.e), 0);
  return { rating: muNew * scale + 1500, deviation: phiNew * scale, volatility: sigmaNew };
}
