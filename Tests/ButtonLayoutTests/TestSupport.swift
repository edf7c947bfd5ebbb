// The shared test helpers (`SplitMix64`, …) for every file of this target.
@_exported import ButtonTestSupport
