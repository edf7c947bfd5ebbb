// The shared test helpers (`TemporaryDirectory`, …) for every file of this target.
@_exported import ButtonTestSupport
