import Age

/// The journal's sync key: one X25519 identity that every computer of the journal holds, so
/// each seals its files to the one public key and opens the others' with the secret one. A
/// person who carries the folder elsewhere (Nextcloud, a friend's Syncthing) carries only
/// ciphertext.
public struct SyncKey: Sendable {
  private let secret: AgeSecretKey
  private let recipient: AgePublicKey

  /// - Throws: `SyncError.sealing` when libsodium is missing.
  public init(_ secret: AgeSecretKey) throws {
    self.secret = secret
    do { recipient = try secret.publicKey() } catch let error as AgeError {
      throw SyncError.sealing(error)
    }
  }

  /// A new key, for `mood sync init`.
  public static func generate() throws -> SyncKey {
    do { return try SyncKey(AgeSecretKey.generate()) } catch let error as AgeError {
      throw SyncError.sealing(error)
    }
  }

  /// The secret key's text (`AGE-SECRET-KEY-1…`), to bring to another computer.
  public var secretText: String { secret.text }

  func seal(_ bytes: [UInt8]) throws -> [UInt8] {
    do { return try AgeFile.encrypt(bytes, to: [.publicKey(recipient)]) } catch let error
      as AgeError
    {
      throw SyncError.sealing(error)
    }
  }

  /// The plaintext of the sealed file at `path`, whose bytes are `sealed`.
  /// - Throws: `SyncError.wrongKey` when the key does not open it, `.damaged` when it is not
  ///   whole (cut short, still arriving) or was changed.
  public func open(_ sealed: [UInt8], path: String) throws -> [UInt8] {
    do { return try AgeFile.decrypt(sealed, with: [.secretKey(secret)]) } catch AgeError
      .noMatchingKey
    {
      throw SyncError.wrongKey(path)
    } catch {
      throw SyncError.damaged(path, reason: "it is not whole or was changed (\(error))")
    }
  }
}
