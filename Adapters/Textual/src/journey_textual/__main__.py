from .launcher import console

console()
