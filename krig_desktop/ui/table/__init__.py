"""The felt and every word on it: seats, sprites, animations, banners, game over."""
