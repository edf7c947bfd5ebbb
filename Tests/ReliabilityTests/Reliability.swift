import Testing

/// Concurrent writers, crashes mid-write, foreign files, hostile input, a full disk,
/// interrupted exports. Every test injects its fault for real (separate processes, SIGKILL,
/// read-only mounts, a full file system) into the built `buttoncat`.
///
/// Serialized: the suites run one after another, so the concurrency tests do not share the two
/// cores with the CPU-heavy crash tests (their verdicts do not depend on timing, but their run
/// time would).
@Suite(.serialized) struct Reliability {}
