// SHA-256 block compression with the CPU's SHA extensions, for ButtonMeasure's `SHA256`, which
// hashes every font, image and strings file a command measures, and every button's inputs.
#ifndef BUTTONCAT_CDIGEST_H
#define BUTTONCAT_CDIGEST_H

#include <stddef.h>
#include <stdint.h>

/// SHA-256's 64 round constants (FIPS 180-4 section 4.2.2), for every compression (the Swift one
/// too: one copy of the table).
const uint32_t *buttoncat_sha256_round_constants(void);

/// Whether `buttoncat_sha256_blocks` can run on this CPU: 1 on x86-64 with the SHA extensions
/// (and SSSE3 and SSE4.1, which the code also uses), else 0. Asked of the CPU once.
int buttoncat_sha256_accelerated(void);

/// Compresses `count` 64-byte blocks at `data` into `state` (SHA-256's eight working words,
/// FIPS 180-4 section 6.2.2) with the SHA extensions. Only to be called when
/// `buttoncat_sha256_accelerated()` is 1; otherwise it leaves `state` as it was.
void buttoncat_sha256_blocks(uint32_t state[8], const uint8_t *data, size_t count);

#endif
