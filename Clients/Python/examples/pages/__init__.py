"""Page objects: the one place that knows each screen's identifiers, as Tests/JourneyTests/Pages
holds them in Swift. Journeys import them from here and read as sentences."""
