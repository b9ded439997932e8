"""Offline tools: they write files the app ships; the app itself never imports them."""
