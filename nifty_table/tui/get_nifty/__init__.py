"""The Get Nifty table screen."""
