"""A program started without a size runs on a terminal of 80 columns and 24 rows."""

from __future__ import annotations

import asyncio
from typing import Callable

from terminal_journeys import Driver as AsyncDriver
from terminal_journeys import expect as expect_async
from terminal_journeys.sync import Driver, Terminal, expect

SIZE = "sh -c 'stty size; read line'"


def test_the_drivers_program_has_80_columns_and_24_rows_by_default(journey_driver: Driver) -> None:
    terminal = journey_driver.run_program(SIZE)
    try:
        expect(terminal).to_show("24 80")
    finally:
        terminal.close()


def test_the_fixtures_program_has_80_columns_and_24_rows_by_default(journey_terminal: Callable[..., Terminal]) -> None:
    expect(journey_terminal(SIZE)).to_show("24 80")


def test_the_async_drivers_program_has_80_columns_and_24_rows_by_default() -> None:
    async def run() -> None:
        driver = await AsyncDriver.start()
        try:
            await expect_async(await driver.run_program(SIZE)).to_show("24 80")
        finally:
            await driver.close()

    asyncio.run(run())
