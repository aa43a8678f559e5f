"""The shipped experiment specs (``*.spec``) and the books they name, as package data of
``hlorules.experiments`` (found by name through :mod:`hlorules.base.search_path`)."""
