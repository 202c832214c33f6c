// Journeys name element types, keys and predicates from the shared vocabulary;
// `import Driver` brings it along.
@_exported public import ScreenModel
