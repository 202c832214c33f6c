"""What journeys type into the shop: its stub accounts and an address it accepts."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Account:
    """An email and a password to sign in with."""

    email: str
    password: str


@dataclass(frozen=True)
class DeliveryAddress:
    """What the checkout form asks for."""

    name: str
    street: str
    city: str
    postcode: str


#: The stub account the shop signs in.
STANDARD_USER = Account("user@example.com", "securePass1")
#: The stub account's email with a password the shop refuses.
WRONG_PASSWORD = Account("user@example.com", "not-the-password")
#: An address every field of checkout accepts.
VALID_ADDRESS = DeliveryAddress("Ana García", "12 Harbour Road", "Bristol", "BS1 5TY")
