/*
 * rating.c - the player's Glicko-2 rating from the archive (rating.h).
 *
 * The steps are numbered as in Glickman's "Example of the Glicko-2
 * system" (2013); tests/test_rating.c checks his worked example.
 */
#include "rating.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Glicko-2's scale: mu = (r - 1500) / GLICKO2_SCALE, phi = RD / GLICKO2_SCALE. */
#define GLICKO2_SCALE 173.7178
#define GLICKO2_CENTRE 1500.0
/* The volatility iteration stops when its bracket is this narrow, or
 * after this many steps (it converges in a dozen; the bound only makes
 * sure that no archive, however odd, can make it loop). */
#define VOLATILITY_EPSILON 0.000001
enum { VOLATILITY_MAX_STEPS = 200 };

Glicko glicko_initial(void)
{
    return (Glicko){RATING_START, RATING_START_RD, RATING_START_VOLATILITY};
}

bool glicko_provisional(const Glicko *g) { return g->deviation >= RATING_PROVISIONAL_RD; }

int glicko_rounded(const Glicko *g) { return (int)lround(g->rating); }

/* Step 3's g(phi): how much an opponent's uncertainty dampens a result. */
static double dampen(double phi) { return 1.0 / sqrt(1.0 + 3.0 * phi * phi / (M_PI * M_PI)); }

/* Step 3's E: the expected score against one opponent. */
static double expected(double mu, double mu_j, double phi_j) { return 1.0 / (1.0 + exp(-dampen(phi_j) * (mu - mu_j))); }

/* Step 5's f(x), whose root is the log of the new volatility squared. */
typedef struct VolatilityEquation {
    double delta2, phi2, v, a, tau2;
} VolatilityEquation;

static double volatility_f(const VolatilityEquation *q, double x)
{
    double ex = exp(x), d = q->phi2 + q->v + ex;
    return ex * (q->delta2 - q->phi2 - q->v - ex) / (2.0 * d * d) - (x - q->a) / q->tau2;
}

/* Step 5: the new volatility, by the Illinois variant of regula falsi. */
static double new_volatility(double sigma, double phi, double v, double delta, double tau)
{
    VolatilityEquation q = {delta * delta, phi * phi, v, log(sigma * sigma), tau * tau};
    double A = q.a, B;
    if (q.delta2 > q.phi2 + q.v) {
        B = log(q.delta2 - q.phi2 - q.v);
    } else {
        int k = 1;
        while (volatility_f(&q, q.a - k * tau) < 0 && k < VOLATILITY_MAX_STEPS)
            k++;
        B = q.a - k * tau;
    }
    double fA = volatility_f(&q, A), fB = volatility_f(&q, B);
    for (int step = 0; fabs(B - A) > VOLATILITY_EPSILON && step < VOLATILITY_MAX_STEPS; step++) {
        double C = A + (A - B) * fA / (fB - fA), fC = volatility_f(&q, C);
        if (fC * fB <= 0) {
            A = B;
            fA = fB;
        } else {
            fA /= 2.0;
        }
        B = C;
        fB = fC;
    }
    return exp(A / 2.0);
}

Glicko glicko_update(const Glicko *player, const GlickoGame *games, int n, double tau)
{
    /* Step 2: to the Glicko-2 scale. */
    double mu = (player->rating - GLICKO2_CENTRE) / GLICKO2_SCALE;
    double phi = player->deviation / GLICKO2_SCALE, sigma = player->volatility;
    if (n <= 0) {
        /* A period without games: only the deviation grows (step 6). */
        Glicko g = *player;
        g.deviation = sqrt(phi * phi + sigma * sigma) * GLICKO2_SCALE;
        return g;
    }
    /* Steps 3 and 4: the estimated variance v and the improvement delta. */
    double inv_v = 0, sum = 0;
    for (int j = 0; j < n; j++) {
        double mu_j = (games[j].rating - GLICKO2_CENTRE) / GLICKO2_SCALE, phi_j = games[j].deviation / GLICKO2_SCALE;
        double gj = dampen(phi_j), e = expected(mu, mu_j, phi_j);
        inv_v += gj * gj * e * (1.0 - e);
        sum += gj * (games[j].score - e);
    }
    double v = 1.0 / inv_v, delta = v * sum;
    /* Steps 5 to 7. */
    double sigma_new = new_volatility(sigma, phi, v, delta, tau);
    double phi_star = sqrt(phi * phi + sigma_new * sigma_new);
    double phi_new = 1.0 / sqrt(1.0 / (phi_star * phi_star) + 1.0 / v);
    double mu_new = mu + phi_new * phi_new * sum;
    /* Step 8: back to the Glicko scale. */
    return (Glicko){GLICKO2_SCALE * mu_new + GLICKO2_CENTRE, GLICKO2_SCALE * phi_new, sigma_new};
}

bool archive_game_is_of(const ArchivedGame *g, const char *player)
{
    return player == NULL || strcmp(g->player, player) == 0;
}

static double score_of(PlayerOutcome o)
{
    return o == OUTCOME_WIN ? 1.0 : o == OUTCOME_DRAW ? 0.5 : 0.0;
}

bool rating_history(const Archive *a, const char *player, LevelEloFn level_elo, RatingHistory *h)
{
    memset(h, 0, sizeof *h);
    h->current = glicko_initial();
    h->rating = glicko_rounded(&h->current);
    if (a->count > 0 && (h->points = malloc((size_t)a->count * sizeof *h->points)) == NULL)
        return false;
    for (int i = 0; i < a->count; i++) {
        const ArchivedGame *g = &a->games[i];
        if (!archive_game_is_of(g, player) || !g->rated || g->rated_outcome == OUTCOME_UNFINISHED)
            continue;
        GlickoGame game = {level_elo(g->rated_level), RATING_LEVEL_RD, score_of(g->rated_outcome)};
        RatingPoint *p = &h->points[h->count];
        p->game = i;
        p->before = h->rating;
        h->current = glicko_update(&h->current, &game, 1, RATING_TAU);
        h->rating = glicko_rounded(&h->current);
        p->after = h->rating;
        p->after_glicko = h->current;
        h->count++;
    }
    return true;
}

void rating_history_free(RatingHistory *h)
{
    free(h->points);
    memset(h, 0, sizeof *h);
}
