/*
 * board.c - position set-up, make/unmake with an incremental Zobrist hash.
 */
#include <string.h>

#include "board.h"

/*
 * Zobrist keys: [white men, white kings, black men, black kings][square].
 * Fixed numbers (splitmix64 from a fixed seed) rather than keys drawn at
 * start-up, so that hashes - and the bench node signature, which depends on
 * transposition-table collisions - are the same on every run and machine.
 */
static const uint64_t ZOBRIST_PIECE[4][NUM_SQUARES] = {
    { /* white men */
        0xc0e16b163a85a4dcull, 0x890acd8dd443c47cull, 0xb3889d8a6dc47761ull,
        0x6a0398e528f0ae6aull, 0x048344ece48a855eull, 0xf175cfea21871330ull,
        0x391ceef02702c2fdull, 0x4baf8cac4784cb12ull, 0x3547744583a3f88eull,
        0xd9cf2b15c6b6c90eull, 0x961facc76d5fe21cull, 0x0094ab49d50f11f9ull,
        0xe3211e37bdbeb6dcull, 0x62fe6c274ff3511aull, 0x5ac30b329fdf0574ull,
        0x1450582c6b65b406ull, 0x7a30fcc7888eb791ull, 0x5540f5ba6a15576eull,
        0x16cef0559096d3e9ull, 0x2cf8f14b06874899ull, 0xc9c9263b6e2ce103ull,
        0xd6ff920b0a9faa6dull, 0x53192697db998dc1ull, 0x73ea9b9bc7cd18d7ull,
        0x102713f872c33fceull, 0xf4183a0e5d2a033eull, 0x71b63e307eebb517ull,
        0xda61f5713d036000ull, 0x46eb7409ae691b21ull, 0xb23ad691d6707698ull,
        0x67c8fe11d22fc4b9ull, 0x7eb4661419481338ull },
    { /* white kings */
        0x98077547fb070efcull, 0x1ee63336c2e3a9a8ull, 0xbc353656348c36f6ull,
        0xce3898cbf1bb1bd8ull, 0x265b1c23c82915cbull, 0xfd1948c91687e355ull,
        0xd976893961980ffaull, 0x336e77a6288e4c34ull, 0x16f8956d7b76d269ull,
        0xda7cd844690d4669ull, 0x1e8cf85f253a581eull, 0x3ea68129e923e53aull,
        0xa080a077c9e9fd79ull, 0x4469a19c673c14cfull, 0xbd5b9351b2d0963cull,
        0xb46a749cad9df6b7ull, 0x07da714e59c7d362ull, 0x393a84bb5af17618ull,
        0xb3ae08f3c86dfc0cull, 0x642a350ed7c82c93ull, 0x547bdec029cd3fa3ull,
        0x778debb21b67fc3dull, 0xb1e26d886eaed22bull, 0x49fb5996898a7303ull,
        0x5e245bcec3e007b3ull, 0x1f6818e4a739f61bull, 0xad694562d6313affull,
        0xded7c324e96e3a09ull, 0x0e181ef86a661cf8ull, 0x675448d833ac146bull,
        0xf047e1b493d6b255ull, 0xe3d9f8b33d92678cull },
    { /* black men */
        0x62648db4d3b1b3acull, 0x5e772e6b32ded778ull, 0x6bc2ea32285bad33ull,
        0x298b58c7b2262c2dull, 0x89a142e7a847c68full, 0x07b170d776f29a64ull,
        0x754b9d28182fd07full, 0x934990332438604cull, 0xa1ab48a85cc22bbbull,
        0xff5aa2d675545595ull, 0x32a5a207c5c3eed3ull, 0xd9970e23aebb3d51ull,
        0xd9d01979fc161649ull, 0x437a2ed7a4fca264ull, 0x30fa485d263c4dd1ull,
        0xaab6790590cb5b06ull, 0x65091913e11e2cfaull, 0x51b90f06b259b46bull,
        0x8289d10138b1d6b4ull, 0x88ae7e8730e361fbull, 0x0833a622304c447bull,
        0xe2e55431bf4b1b54ull, 0xdde9371fc120d32full, 0x5751a8d978ce73ddull,
        0xbf1f19e0e1fbd33dull, 0x75374f1247e3cdaaull, 0x9f1ca64eb4d3ce97ull,
        0x38136f3a3d5ace59ull, 0xd47963dbf7f8dc43ull, 0xd87428ff43dd9d86ull,
        0x2607e8bece834053ull, 0x3c7a84fa12044c87ull },
    { /* black kings */
        0x8c7f4bfac5f7e4bbull, 0xed4a244966996f87ull, 0x36c97138af16e719ull,
        0x08d81534dedb7662ull, 0xac7c55978241afc4ull, 0xdf1b8863c9332ce7ull,
        0x620ee7f218ea0997ull, 0x38d1df383ce89b65ull, 0xe719097929758713ull,
        0x9ec6cd248c58ad3cull, 0xf54bd98a78d9f340ull, 0x6498bc6124519df3ull,
        0x198e656271e64fa2ull, 0xa43fd5dd0d813097ull, 0x35ad65fea929819aull,
        0x2f00139d2a8cd90cull, 0x155f41d97478845cull, 0x3f2b6a8cfea779b9ull,
        0x4b7264199d7c962aull, 0xa26165f55b57273full, 0xb7a6f3f0ecf5b89full,
        0x8e0692470e1ee509ull, 0x23234da5964b213aull, 0x6461d9c18fb4c2b9ull,
        0x9c44cac712b73113ull, 0x93de0e8d937a2da0ull, 0x88c84529e3843d70ull,
        0x70daad40227330ceull, 0x7ab855c449ec8acaull, 0xc8de7a81906c8be8ull,
        0x5f5627df47641ddaull, 0xdd60bf81e2586cbcull },
};
static const uint64_t ZOBRIST_SIDE = 0x3cfc1ba44eaf2468ull;

uint64_t zobrist_piece(int side, bool king, int sq) { return ZOBRIST_PIECE[side * 2 + king][sq]; }
uint64_t zobrist_side(void) { return ZOBRIST_SIDE; }

int sq_from_coords(int row, int file)
{
    if (row < 0 || row > 7 || file < 0 || file > 7 || ((row + file) & 1) != 0)
        return -1;
    return row * 4 + file / 2;
}

int move_captured_square(const Move *m, int j)
{
    int a = j == 0 ? m->from : m->path[j - 1];
    int b = m->path[j];
    return sq_from_coords((sq_row(a) + sq_row(b)) / 2, (sq_file(a) + sq_file(b)) / 2);
}

bool move_equal(const Move *a, const Move *b)
{
    int n = move_path_len(a);
    if (a->from != b->from || a->to != b->to || a->ncaptured != b->ncaptured || a->captured != b->captured)
        return false;
    return memcmp(a->path, b->path, (size_t)n) == 0;
}

void pos_clear(Position *p)
{
    memset(p, 0, sizeof *p);
    p->side = WHITE;
    p->hash = pos_compute_hash(p);
}

void pos_startpos(Position *p)
{
    pos_clear(p);
    p->men[BLACK] = 0x00000FFFu;  /* squares 1-12 */
    p->men[WHITE] = 0xFFF00000u;  /* squares 21-32 */
    p->hash = pos_compute_hash(p);
}

static uint64_t hash_bits(Bitboard b, int side, bool king)
{
    uint64_t h = 0;
    for (; b; b &= b - 1)
        h ^= zobrist_piece(side, king, lsb_index(b));
    return h;
}

uint64_t pos_compute_hash(const Position *p)
{
    uint64_t h = p->side == BLACK ? ZOBRIST_SIDE : 0;
    for (int side = WHITE; side <= BLACK; side++)
        h ^= hash_bits(p->men[side], side, false) ^ hash_bits(p->kings[side], side, true);
    return h;
}

void pos_put(Position *p, int side, bool king, int sq)
{
    if (king)
        p->kings[side] |= sq_bit(sq);
    else
        p->men[side] |= sq_bit(sq);
    p->hash ^= zobrist_piece(side, king, sq);
}

bool pos_equal(const Position *a, const Position *b)
{
    return a->side == b->side && memcmp(a->men, b->men, sizeof a->men) == 0 &&
           memcmp(a->kings, b->kings, sizeof a->kings) == 0;
}

/* The hash keys of the pieces a move displaces: like the move itself, its
 * own inverse. */
static uint64_t move_hash(int side, const Move *m)
{
    bool by_king = (m->flags & MOVE_BY_KING) != 0, lands_king = by_king || (m->flags & MOVE_CROWNS);
    uint64_t h = zobrist_piece(side, by_king, m->from) ^ zobrist_piece(side, lands_king, m->to);

    if (m->captured)
        h ^= hash_bits(m->captured & ~m->captured_kings, side ^ 1, false) ^
             hash_bits(m->captured_kings, side ^ 1, true);
    return h;
}

static void toggle_move(Position *p, int side, const Move *m)
{
    pos_toggle_pieces(p, side, m);
    p->hash ^= move_hash(side, m);
}

void pos_make(Position *p, const Move *m)
{
    toggle_move(p, p->side, m);
    p->side ^= 1;
    p->hash ^= ZOBRIST_SIDE;
}

void pos_unmake(Position *p, const Move *m)
{
    p->side ^= 1;
    p->hash ^= ZOBRIST_SIDE;
    toggle_move(p, p->side, m);
}
