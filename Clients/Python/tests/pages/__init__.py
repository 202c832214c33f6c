"""Page objects of the demo shop, as the Swift tests' Tests/JourneyTests/Pages hold them."""
